// The route table of spec section 2. Every page is its own chunk, loaded with its message catalog;
// list pages also start fetching their first page of results at the same time as their code.
import type { QueryClient } from "@tanstack/react-query";
import type { ComponentType } from "react";
import type { RouteObject } from "react-router";
import { blogListAddress, blogsQueryOptions } from "../features/blogs/api/get-blogs.ts";
import {
  internshipListAddress,
  internshipsQueryOptions,
} from "../features/internships/api/get-internships.ts";
import { jobListAddress, jobsQueryOptions } from "../features/jobs/api/get-jobs.ts";
import { NotFoundView } from "../features/not-found/not-found-view.tsx";
import {
  scholarshipListAddress,
  scholarshipsQueryOptions,
} from "../features/scholarships/api/get-scholarships.ts";
import { trainingListAddress, trainingQueryOptions } from "../features/training/api/get-training.ts";
import { loadNamespaces } from "../lib/i18n.ts";
import { RootLayout } from "./layout/root-layout.tsx";
import { prefetchList } from "./prefetch-list.ts";
import { RouteError } from "./route-error.tsx";

type PageModule = { default: ComponentType };

/** A lazily loaded page: its code and its catalog namespaces arrive together. */
export function page(load: () => Promise<PageModule>, namespaces: readonly string[] = []) {
  return async () => {
    const [module] = await Promise.all([load(), loadNamespaces(namespaces)]);
    return { Component: module.default };
  };
}

const opportunities = ["opportunities"] as const;
const resources = ["resources"] as const;

/** Public pages, inside the site layout (header, footer). */
function publicRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    { index: true, lazy: page(() => import("../features/home/home-page.tsx"), ["home"]) },
    {
      path: "blogs",
      lazy: page(() => import("../features/blogs/blogs-page.tsx"), ["blogs"]),
      loader: prefetchList(queryClient, blogListAddress, blogsQueryOptions),
    },
    { path: "blogs/:id", lazy: page(() => import("../features/blogs/blog-post-page.tsx"), ["blogs"]) },
    { path: "about", lazy: page(() => import("../features/about/about-page.tsx"), ["about"]) },
    { path: "contact", lazy: page(() => import("../features/contact/contact-page.tsx"), ["contact"]) },
    { path: "service", lazy: page(() => import("../features/services/services-page.tsx"), ["services"]) },
    { path: "faqs", lazy: page(() => import("../features/faq/faq-page.tsx"), ["faq"]) },
    { path: "privacy-policy", lazy: page(() => import("../features/privacy/privacy-page.tsx"), ["privacy"]) },
    {
      path: "resource/scholarships",
      lazy: page(() => import("../features/scholarships/scholarships-page.tsx"), opportunities),
      loader: prefetchList(queryClient, scholarshipListAddress, scholarshipsQueryOptions),
    },
    {
      path: "resource/scholarships/:id",
      lazy: page(() => import("../features/scholarships/scholarship-detail-page.tsx"), opportunities),
    },
    {
      path: "resource/internships",
      lazy: page(() => import("../features/internships/internships-page.tsx"), opportunities),
      loader: prefetchList(queryClient, internshipListAddress, internshipsQueryOptions),
    },
    {
      path: "resource/internships/:id",
      lazy: page(() => import("../features/internships/internship-detail-page.tsx"), opportunities),
    },
    {
      path: "resource/training",
      lazy: page(() => import("../features/training/training-page.tsx"), opportunities),
      loader: prefetchList(queryClient, trainingListAddress, trainingQueryOptions),
    },
    {
      path: "resource/training/:id",
      lazy: page(() => import("../features/training/training-detail-page.tsx"), opportunities),
    },
    {
      path: "resource/job-opportunities",
      lazy: page(() => import("../features/jobs/jobs-page.tsx"), opportunities),
      loader: prefetchList(queryClient, jobListAddress, jobsQueryOptions),
    },
    {
      path: "resource/job-opportunities/:id",
      lazy: page(() => import("../features/jobs/job-detail-page.tsx"), opportunities),
    },
    {
      path: "submit-jobs",
      lazy: page(() => import("../features/resume/submit-resume-page.tsx"), ["resume"]),
    },
    {
      path: "born-to-win/donate",
      lazy: page(() => import("../features/donate/donate-page.tsx"), ["donate"]),
    },
    {
      path: "resource/academic-career-tools",
      lazy: page(() => import("../features/resources/academic-career-tools-page.tsx"), resources),
    },
    {
      path: "resource/international-applications",
      lazy: page(() => import("../features/resources/international-applications-page.tsx"), resources),
    },
    {
      path: "resource/self-development",
      lazy: page(() => import("../features/resources/self-development-page.tsx"), resources),
    },
    {
      path: "resource/video-PDF",
      lazy: page(() => import("../features/resources/video-pdf-page.tsx"), resources),
    },
    {
      path: "resource/:types",
      lazy: page(() => import("../features/resources/resource-category-page.tsx"), resources),
    },
  ];
}

/**
 * Routes added by other features, inside the site layout: ONE lazy entry each. The admin side adds
 * `/sign-in` here (the layout hides the footer there) and may add its `/admin/*` area, e.g.
 *   { path: "sign-in", lazy: page(() => import("../features/admin/sign-in-page.tsx"), ["admin"]) },
 *   { path: "admin/*", lazy: page(() => import("../features/admin/admin-app.tsx"), ["admin"]) },
 * and the donations feature adds `born-to-win/donate/thank-you`.
 */
const featureRoutes: RouteObject[] = [
  {
    path: "born-to-win/donate/thank-you",
    lazy: page(() => import("../features/donate/thank-you-page.tsx"), ["donate-thank-you"]),
  },
  { path: "sign-in", lazy: page(() => import("../features/admin/auth/sign-in-page.tsx"), ["admin"]) },
  {
    path: "sign-in/forgot-password",
    lazy: page(() => import("../features/admin/auth/forgot-password-page.tsx"), ["admin"]),
  },
];

/** Routes that want no site layout at all (a full-screen admin shell, for example). */
const standaloneRoutes: RouteObject[] = [
  {
    path: "/admin/*",
    lazy: page(() => import("../features/admin/admin-app.tsx"), ["admin"]),
    errorElement: <RouteError />,
  },
];

export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    ...standaloneRoutes,
    {
      path: "/",
      element: <RootLayout />,
      errorElement: <RouteError />,
      children: [
        {
          errorElement: <RouteError />,
          children: [
            ...publicRoutes(queryClient),
            ...featureRoutes,
            { path: "*", element: <NotFoundView /> },
          ],
        },
      ],
    },
  ];
}
