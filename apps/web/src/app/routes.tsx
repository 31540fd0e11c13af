// The route table of spec section 2, with every path from the page registry in contracts. Every page
// is its own chunk, loaded with its message catalog; list pages also start fetching their first page
// of results at the same time as their code.
import {
  ITEM_PAGES,
  itemPagePath,
  OPPORTUNITY_KINDS,
  type OpportunityKind,
  PRIVATE_PAGES,
  PUBLIC_PAGES,
  routePathOf,
  SELF_DEVELOPMENT_CATEGORY,
  VIDEO_PDF_CATEGORY,
} from "@btw/contracts";
import type { QueryClient } from "@tanstack/react-query";
import type { RouteObject } from "react-router";
import { teamsQueryOptions } from "../features/about/api/get-teams.ts";
import { blogQueryOptions } from "../features/blogs/api/get-blog.ts";
import { blogListAddress, blogsQueryOptions, latestPosts } from "../features/blogs/api/get-blogs.ts";
import { paymentsModeQueryOptions } from "../features/donate/api/get-payments-mode.ts";
import { filterCountsQueryOptions } from "../features/opportunities/api/get-filter-counts.ts";
import { openCountQueryOptions } from "../features/opportunities/api/get-open-counts.ts";
import { countParamsOf, type OpportunityListParams } from "../features/opportunities/filter-address.ts";
import { internshipQueryOptions } from "../features/opportunities/kinds/internships/api/get-internship.ts";
import {
  internshipListAddress,
  internshipsQueryOptions,
} from "../features/opportunities/kinds/internships/api/get-internships.ts";
import { jobQueryOptions } from "../features/opportunities/kinds/jobs/api/get-job.ts";
import { jobListAddress, jobsQueryOptions } from "../features/opportunities/kinds/jobs/api/get-jobs.ts";
import { scholarshipQueryOptions } from "../features/opportunities/kinds/scholarships/api/get-scholarship.ts";
import {
  scholarshipListAddress,
  scholarshipsQueryOptions,
} from "../features/opportunities/kinds/scholarships/api/get-scholarships.ts";
import {
  trainingListAddress,
  trainingQueryOptions,
} from "../features/opportunities/kinds/training/api/get-training.ts";
import { trainingItemQueryOptions } from "../features/opportunities/kinds/training/api/get-training-item.ts";
import {
  CLOSING_SOON_SHOWN,
  closingSoonQueryOptions,
} from "../features/opportunities/listing/api/get-closing-soon.ts";
import { resourcesByCategoryQueryOptions } from "../features/resources/api/get-resources-by-category.ts";
import { testimonialsQueryOptions } from "../features/testimonials/api/get-testimonials.ts";
import {
  HOW_TO_APPLY_VIDEOS,
  isResourceType,
  resourcesByTypeQueryOptions,
} from "../lib/get-resources-by-type.ts";
import { DEFAULT_LANGUAGE, type Language, loadNamespaces } from "../lib/i18n.ts";
import { type ListAddress, readListAddress } from "../lib/list-address.ts";
import { ToEnglishAddress } from "./english-only.tsx";
import { layoutLoader, SITE_ROUTE_ID } from "./layout/layout-data.ts";
import { RootLayout } from "./layout/root-layout.tsx";
import { codeArrived } from "./new-release.ts";
import { OPPORTUNITY_DETAIL_PAGES } from "./opportunity-detail-pages.ts";
import { itemId, type PageQueries, type PageQuery, pageLoader } from "./page-data.ts";
import { type PageHandle, type PageSource, pageSource } from "./page-modules.ts";
import { RouteError } from "./route-error.tsx";

/**
 * Every page may show a form's or the server's message in the reader's words: the "validation"
 * catalog comes with each page's own, not with the entry's first scripts.
 */
const EVERY_PAGE_NAMESPACES = ["validation"] as const;

/**
 * A lazily loaded page (app/page-modules.ts: by its path in the project): its code and its catalog
 * namespaces arrive together, and its route's `handle` names both for the server, which names their
 * scripts in the page's HTML. Code that does not arrive (offline, or gone after a new release) is the
 * route error screen's to handle.
 */
function page(module: string | PageSource, namespaces: readonly string[] = []) {
  const { path, load } = typeof module === "string" ? pageSource(module) : module;
  const handle: PageHandle = { module: path, namespaces: [...EVERY_PAGE_NAMESPACES, ...namespaces] };
  return {
    handle,
    lazy: async () => {
      const [loaded] = await Promise.all([load(), loadNamespaces(handle.namespaces)]);
      codeArrived();
      return { Component: loaded.default };
    },
  };
}

/** A list page: the page of results its address asks for, and what its sections show. */
function listQueries<K extends string, Params>(
  address: ListAddress<K, Params>,
  options: (params: Params, language: Language) => PageQuery,
  extras: (language: Language) => readonly PageQuery[] = () => [],
): PageQueries {
  return ({ search, language }) => [
    options(readListAddress(search, address).params, language),
    ...extras(language),
  ];
}

/** A filtered list page: also the counts beside its filters, for the same filters and search. */
function filteredListQueries<K extends OpportunityKind>(
  kind: K,
  address: ListAddress<string, OpportunityListParams<K>>,
  options: (params: OpportunityListParams<K>, language: Language) => PageQuery,
  extras: (language: Language) => readonly PageQuery[] = () => [],
): PageQueries {
  return ({ search, language }) => {
    const { params } = readListAddress(search, address);
    return [
      options(params, language),
      filterCountsQueryOptions(kind, countParamsOf(params)),
      ...extras(language),
    ];
  };
}

/** An item page: its item, when the address names one. */
const itemQueries =
  (options: (id: number, language: Language) => PageQuery): PageQueries =>
  ({ params, language }) => {
    const id = itemId(params);
    return id ? [options(id, language)] : [];
  };

/** Each kind's open count (OpenFigures) and the "how to apply" videos. */
const listExtras = (language: Language) => [
  ...OPPORTUNITY_KINDS.map(openCountQueryOptions),
  resourcesByTypeQueryOptions(HOW_TO_APPLY_VIDEOS, language),
];

/** The home page, with every section below its first screen. */
const homeQueries: PageQueries = ({ language }) => [
  closingSoonQueryOptions(CLOSING_SOON_SHOWN, language),
  blogsQueryOptions(latestPosts, language),
  testimonialsQueryOptions(language),
  ...listExtras(language),
];

const opportunities = ["opportunities", "listing"] as const;
const resources = ["resources"] as const;

/** Public pages, inside the site layout (header, footer). */
function publicRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      index: true,
      ...page("/src/app/pages/home/home-page.tsx", ["home"]),
      loader: pageLoader(queryClient, homeQueries),
    },
    {
      path: routePathOf(PUBLIC_PAGES.blogs.path),
      ...page("/src/features/blogs/blogs-page.tsx", ["blogs"]),
      loader: pageLoader(queryClient, listQueries(blogListAddress, blogsQueryOptions)),
    },
    {
      path: routePathOf(itemPagePath(PUBLIC_PAGES.blogs.path, ":id")),
      ...page("/src/features/blogs/blog-post-page.tsx", ["blogs"]),
      loader: pageLoader(queryClient, itemQueries(blogQueryOptions)),
    },
    {
      path: routePathOf(PUBLIC_PAGES.about.path),
      ...page("/src/features/about/about-page.tsx", ["about"]),
      loader: pageLoader(queryClient, ({ language }) => [teamsQueryOptions(language)]),
    },
    {
      path: routePathOf(PUBLIC_PAGES.contact.path),
      ...page("/src/features/contact/contact-page.tsx", ["contact"]),
    },
    {
      path: routePathOf(PUBLIC_PAGES.services.path),
      ...page("/src/features/services/services-page.tsx", ["services"]),
    },
    {
      path: routePathOf(PUBLIC_PAGES.startupSupport.path),
      ...page("/src/features/startup/startup-support-page.tsx", ["startup"]),
    },
    {
      path: routePathOf(PUBLIC_PAGES.faqs.path),
      ...page("/src/features/faq/faq-page.tsx", ["faq"]),
    },
    {
      path: routePathOf(PUBLIC_PAGES.privacy.path),
      ...page("/src/features/privacy/privacy-page.tsx", ["privacy"]),
    },
    {
      path: routePathOf(PUBLIC_PAGES.scholarships.path),
      ...page("/src/features/opportunities/kinds/scholarships/scholarships-page.tsx", opportunities),
      loader: pageLoader(
        queryClient,
        filteredListQueries("scholarships", scholarshipListAddress, scholarshipsQueryOptions, listExtras),
      ),
    },
    {
      path: routePathOf(itemPagePath(PUBLIC_PAGES.scholarships.path, ":id")),
      ...page(OPPORTUNITY_DETAIL_PAGES.scholarships, opportunities),
      loader: pageLoader(queryClient, itemQueries(scholarshipQueryOptions)),
    },
    {
      path: routePathOf(PUBLIC_PAGES.internships.path),
      ...page("/src/features/opportunities/kinds/internships/internships-page.tsx", opportunities),
      loader: pageLoader(
        queryClient,
        filteredListQueries("internships", internshipListAddress, internshipsQueryOptions, listExtras),
      ),
    },
    {
      path: routePathOf(itemPagePath(PUBLIC_PAGES.internships.path, ":id")),
      ...page(OPPORTUNITY_DETAIL_PAGES.internships, opportunities),
      loader: pageLoader(queryClient, itemQueries(internshipQueryOptions)),
    },
    {
      path: routePathOf(PUBLIC_PAGES.training.path),
      ...page("/src/features/opportunities/kinds/training/training-page.tsx", opportunities),
      loader: pageLoader(
        queryClient,
        filteredListQueries("training", trainingListAddress, trainingQueryOptions),
      ),
    },
    {
      path: routePathOf(itemPagePath(PUBLIC_PAGES.training.path, ":id")),
      ...page(OPPORTUNITY_DETAIL_PAGES.training, opportunities),
      loader: pageLoader(queryClient, itemQueries(trainingItemQueryOptions)),
    },
    {
      path: routePathOf(PUBLIC_PAGES.jobs.path),
      ...page("/src/features/opportunities/kinds/jobs/jobs-page.tsx", opportunities),
      loader: pageLoader(queryClient, filteredListQueries("jobs", jobListAddress, jobsQueryOptions)),
    },
    {
      path: routePathOf(itemPagePath(PUBLIC_PAGES.jobs.path, ":id")),
      ...page(OPPORTUNITY_DETAIL_PAGES.jobs, opportunities),
      loader: pageLoader(queryClient, itemQueries(jobQueryOptions)),
    },
    {
      path: routePathOf(PUBLIC_PAGES.submitResume.path),
      ...page("/src/features/resume/submit-resume-page.tsx", ["resume"]),
    },
    {
      path: routePathOf(PUBLIC_PAGES.donate.path),
      ...page("/src/app/pages/donate-page.tsx", ["donate"]),
      loader: pageLoader(queryClient, () => [paymentsModeQueryOptions()]),
    },
    {
      path: routePathOf(PUBLIC_PAGES.academicCareerTools.path),
      ...page("/src/features/resources/academic-career-tools-page.tsx", resources),
    },
    {
      path: routePathOf(PUBLIC_PAGES.internationalApplications.path),
      ...page("/src/features/resources/international-applications-page.tsx", resources),
    },
    {
      path: routePathOf(PUBLIC_PAGES.selfDevelopment.path),
      ...page("/src/features/resources/self-development-page.tsx", resources),
      loader: pageLoader(queryClient, ({ language }) => [
        resourcesByCategoryQueryOptions(SELF_DEVELOPMENT_CATEGORY, language),
      ]),
    },
    {
      path: routePathOf(PUBLIC_PAGES.videoPdf.path),
      ...page("/src/features/resources/video-pdf-page.tsx", resources),
      loader: pageLoader(queryClient, ({ language }) => [
        resourcesByCategoryQueryOptions(VIDEO_PDF_CATEGORY, language),
      ]),
    },
    {
      path: routePathOf(ITEM_PAGES.resourceCategory),
      ...page("/src/features/resources/resource-category-page.tsx", resources),
      loader: pageLoader(queryClient, ({ params, language }) =>
        isResourceType(params.types) ? [resourcesByTypeQueryOptions(params.types, language)] : [],
      ),
    },
  ];
}

/** Screens of other features inside the site layout: sign-in and the donation thank-you page. */
const featureRoutes: RouteObject[] = [
  {
    path: routePathOf(PRIVATE_PAGES.donationThankYou),
    ...page("/src/features/donate/thank-you-page.tsx", ["donate-thank-you"]),
  },
  {
    path: routePathOf(PRIVATE_PAGES.saved),
    ...page("/src/features/opportunities/saved/saved-page.tsx", ["listing", "opportunities"]),
  },
  {
    path: routePathOf(PRIVATE_PAGES.alertSettings),
    ...page("/src/features/newsletter/alert-settings-page.tsx", ["alerts", "listing", "opportunities"]),
  },
  {
    path: routePathOf(PRIVATE_PAGES.signIn),
    ...page("/src/features/admin/auth/sign-in-page.tsx", ["auth"]),
  },
  {
    path: routePathOf(PRIVATE_PAGES.forgotPassword),
    ...page("/src/features/admin/auth/forgot-password-page.tsx", ["auth"]),
  },
  {
    path: routePathOf(PRIVATE_PAGES.signUp),
    ...page("/src/features/account/sign-up-page.tsx", ["account", "auth"]),
  },
  {
    path: routePathOf(PRIVATE_PAGES.verifyEmail),
    ...page("/src/features/account/verify-page.tsx", ["account"]),
  },
  {
    path: routePathOf(PRIVATE_PAGES.account),
    ...page("/src/app/pages/account-page.tsx", ["account", "auth", "listing", "opportunities"]),
  },
  {
    path: routePathOf(PRIVATE_PAGES.postOpportunity),
    ...page("/src/features/opportunities/posting/post-opportunity-page.tsx", [
      "post",
      "account",
      "opportunities",
      "listing",
    ]),
  },
];

/**
 * Routes that want no site layout at all: the full-screen admin console, which speaks English only
 * (under a language prefix it moves to its English address).
 */
function standaloneRoutes(language: Language): RouteObject[] {
  const path = `${PRIVATE_PAGES.admin}/*`;
  if (language !== DEFAULT_LANGUAGE) return [{ path, element: <ToEnglishAddress /> }];
  return [
    {
      path,
      ...page("/src/app/pages/admin-console.tsx", ["admin", "auth", "opportunities"]),
      errorElement: <RouteError />,
    },
  ];
}

/** The routes of the site in one language; the router runs them below that language's prefix. */
export function createRoutes(queryClient: QueryClient, language: Language = DEFAULT_LANGUAGE): RouteObject[] {
  return [
    ...standaloneRoutes(language),
    {
      id: SITE_ROUTE_ID,
      path: PUBLIC_PAGES.home.path,
      element: <RootLayout />,
      loader: layoutLoader(queryClient),
      // Read once per visit: the details change only with the server's settings.
      shouldRevalidate: () => false,
      errorElement: <RouteError />,
      children: [
        {
          errorElement: <RouteError />,
          children: [
            ...publicRoutes(queryClient),
            ...featureRoutes,
            {
              path: "*",
              lazy: async () => ({
                Component: (await import("../components/not-found-view.tsx")).NotFoundView,
              }),
            },
          ],
        },
      ],
    },
  ];
}
