// The admin side (/admin/*), loaded only when someone opens it: the session guard, the 401 handling
// (an expired or revoked token asks to sign in again over the screen; giving up goes to sign-in,
// keeping where the person was), and its screens, each its own chunk.
import { ADMIN_PAGES, adminEditPath, adminNewPath, PRIVATE_PAGES, routePathBelow } from "@btw/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, Route, Routes, useNavigate } from "react-router";
import { Spinner } from "../../components/spinner.tsx";
import { setUnauthorizedHandler } from "../../lib/http.ts";
import {
  endSession,
  isExpired,
  onSessionRejected,
  refreshSessionUser,
  useSession,
} from "../../lib/session/session-store.ts";
import { type SignInReason, signInHref } from "../../lib/session/sign-in-redirect.ts";
import { useMe } from "./auth/api/get-me.ts";
import { KINDS, OPPORTUNITY_KINDS } from "./opportunities/opportunity-kinds.ts";
import { AdminUserProvider } from "./session/admin-user.tsx";
import { type Capability, can, homePathFor } from "./session/permissions.ts";
import { isReauthPending, requestReauth } from "./session/reauth.ts";
import { ReauthDialog } from "./session/reauth-dialog.tsx";
import { AdminLayout } from "./shell/admin-layout.tsx";
import { AdminNotFound } from "./shell/forbidden-view.tsx";
import { RequireCapability } from "./shell/require-capability.tsx";

const DashboardPage = lazy(() => import("./dashboard/dashboard-page.tsx"));
const ApprovalsPage = lazy(() => import("./opportunities/approvals-page.tsx"));
const OpportunityListPage = lazy(() => import("./opportunities/opportunity-list-page.tsx"));
const OpportunityEditPage = lazy(() => import("./opportunities/opportunity-edit-page.tsx"));
const MySubmissionsPage = lazy(() => import("./submissions/my-submissions-page.tsx"));
const SubmitPage = lazy(() => import("./submissions/submit-page.tsx"));
const BlogsPage = lazy(() => import("./content/blogs-page.tsx"));
const BlogEditPage = lazy(() => import("./content/blog-edit-page.tsx"));
const ResourcesPage = lazy(() => import("./content/resources-page.tsx"));
const ResourceEditPage = lazy(() => import("./content/resource-edit-page.tsx"));
const TestimonialsPage = lazy(() => import("./content/testimonials-page.tsx"));
const TestimonialEditPage = lazy(() => import("./content/testimonial-edit-page.tsx"));
const TeamPage = lazy(() => import("./content/team-page.tsx"));
const TeamEditPage = lazy(() => import("./content/team-edit-page.tsx"));
const FeedbackPage = lazy(() => import("./inbox/feedback-page.tsx"));
const ResumesPage = lazy(() => import("./inbox/resumes-page.tsx"));
const ContactMessagesPage = lazy(() => import("./inbox/contact-messages-page.tsx"));
const SubscribersPage = lazy(() => import("./inbox/subscribers-page.tsx"));
const ReportsPage = lazy(() => import("./reports/reports-page.tsx"));
const DonationsPage = lazy(() => import("./inbox/donations-page.tsx"));
const MailPage = lazy(() => import("./inbox/mail-page.tsx"));
const TelegramPage = lazy(() => import("./telegram/telegram-page.tsx"));
const UsersPage = lazy(() => import("./users/users-page.tsx"));
const UserCreatePage = lazy(() => import("./users/user-create-page.tsx"));
const AuditLogPage = lazy(() => import("./audit/audit-log-page.tsx"));
const TrashPage = lazy(() => import("./lists/trash-page.tsx"));
const UserEditPage = lazy(() => import("./users/user-edit-page.tsx"));

/** The content lists, each with its form; they need the content capability. */
const CONTENT_SCREENS = [
  [ADMIN_PAGES.blogs, BlogsPage, BlogEditPage],
  [ADMIN_PAGES.resources, ResourcesPage, ResourceEditPage],
  [ADMIN_PAGES.testimonials, TestimonialsPage, TestimonialEditPage],
  [ADMIN_PAGES.team, TeamPage, TeamEditPage],
] as const;

/** A screen's path as a route inside this area (mounted at the admin page). */
const below = (path: string) => routePathBelow(PRIVATE_PAGES.admin, path);
const currentPath = () => `${window.location.pathname}${window.location.search}`;

export default function AdminApp() {
  const session = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [ended, setEnded] = useState<SignInReason | undefined>();

  // Any call answering 401 means the token expired or was revoked: ask to sign in again over the
  // screen (a form's save waits for that and retries); giving up forgets the token and goes to sign-in.
  useEffect(() => {
    const handler = () => {
      if (isReauthPending()) return;
      void requestReauth().then((signedIn) => {
        if (signedIn) {
          void queryClient.invalidateQueries();
          return;
        }
        const next = currentPath();
        setEnded("expired");
        endSession();
        navigate(signInHref({ next, reason: "expired" }), { replace: true });
      });
    };
    setUnauthorizedHandler(handler);
    const stopListening = onSessionRejected(handler);
    return () => {
      setUnauthorizedHandler(undefined);
      stopListening();
    };
  }, [navigate, queryClient]);

  const expired = session ? isExpired(session) : false;
  useEffect(() => {
    if (expired) endSession();
  }, [expired]);

  if (!session || expired) {
    const to =
      ended === "signedOut"
        ? signInHref({ reason: "signedOut" })
        : signInHref({ next: currentPath(), reason: expired ? "expired" : ended });
    return <Navigate to={to} replace />;
  }
  return <SignedInAdmin token={session.token} onSignOut={() => setEnded("signedOut")} />;
}

function SignedInAdmin({ token, onSignOut }: { token: string; onSignOut: () => void }) {
  const { t } = useTranslation("admin");
  const session = useSession();
  const me = useMe(token);

  // The server's word on who this is (a role changed since sign-in shows at once).
  useEffect(() => {
    if (me.data) refreshSessionUser(me.data);
  }, [me.data]);

  const user = me.data ?? session?.users;
  if (!user) return <Spinner label={t("status.loading")} />;
  const guard = (capability: Capability, element: ReactNode) => (
    <RequireCapability capability={capability}>{element}</RequireCapability>
  );
  /** A list's screen and its form's two (a new item, an edit). */
  const listRoutes = (page: string, list: ReactNode, form: ReactNode) => [
    <Route key={page} path={below(page)} element={list} />,
    <Route key={`${page}-new`} path={below(adminNewPath(page))} element={form} />,
    <Route key={`${page}-edit`} path={below(adminEditPath(page, ":id"))} element={form} />,
  ];

  return (
    <AdminUserProvider user={user}>
      <AdminLayout user={user} onSignOut={onSignOut}>
        <Suspense fallback={<Spinner label={t("status.loading")} />}>
          <Routes>
            <Route
              index
              element={
                can(user.role, "dashboard") ? (
                  <DashboardPage />
                ) : (
                  <Navigate to={homePathFor(user.role)} replace />
                )
              }
            />
            {/* "/*": the queue's preview routes the public page below it (public-item-page.tsx); an
                address below the queue's own is still not found. */}
            <Route path={`${below(ADMIN_PAGES.approvals)}/*`} element={guard("approve", <ApprovalsPage />)} />
            <Route
              path={`${below(ADMIN_PAGES.approvals)}/:unknown/*`}
              element={<AdminNotFound role={user.role} />}
            />
            {OPPORTUNITY_KINDS.flatMap((kind) =>
              listRoutes(
                KINDS[kind].adminPath,
                guard("opportunities", <OpportunityListPage kind={kind} />),
                guard("submissions", <OpportunityEditPage kind={kind} />),
              ),
            )}
            <Route
              path={below(ADMIN_PAGES.mySubmissions)}
              element={guard("submissions", <MySubmissionsPage />)}
            />
            <Route path={below(ADMIN_PAGES.submit)} element={guard("submissions", <SubmitPage />)} />
            {CONTENT_SCREENS.flatMap(([page, List, Form]) =>
              listRoutes(page, guard("content", <List />), guard("content", <Form />)),
            )}
            <Route path={below(ADMIN_PAGES.feedback)} element={guard("inboxes", <FeedbackPage />)} />
            <Route path={below(ADMIN_PAGES.resumes)} element={guard("inboxes", <ResumesPage />)} />
            <Route
              path={below(ADMIN_PAGES.contactMessages)}
              element={guard("inboxes", <ContactMessagesPage />)}
            />
            <Route path={below(ADMIN_PAGES.subscribers)} element={guard("inboxes", <SubscribersPage />)} />
            <Route path={below(ADMIN_PAGES.reports)} element={guard("reports", <ReportsPage />)} />
            <Route path={below(ADMIN_PAGES.donations)} element={guard("donations", <DonationsPage />)} />
            <Route path={below(ADMIN_PAGES.mail)} element={guard("mail", <MailPage />)} />
            <Route path={below(ADMIN_PAGES.telegram)} element={guard("mail", <TelegramPage />)} />
            <Route path={below(ADMIN_PAGES.users)} element={guard("users", <UsersPage />)} />
            <Route path={below(ADMIN_PAGES.newUser)} element={guard("users", <UserCreatePage />)} />
            <Route path={below(ADMIN_PAGES.auditLog)} element={guard("audit", <AuditLogPage />)} />
            <Route
              path={below(adminEditPath(ADMIN_PAGES.users, ":id"))}
              element={guard("users", <UserEditPage />)}
            />
            <Route path={below(ADMIN_PAGES.trash)} element={guard("trash", <TrashPage />)} />
            <Route path="*" element={<AdminNotFound role={user.role} />} />
          </Routes>
        </Suspense>
        <ReauthDialog email={user.email} />
      </AdminLayout>
    </AdminUserProvider>
  );
}
