// /admin/users (admins only): accounts with their role and state; change a role, switch an account
// off or on, delete it. An admin cannot change or delete their own account here.
import {
  ADMIN_LIST_SORTS,
  ADMIN_PAGES,
  adminEditPath,
  type Role,
  roleSchema,
  type User,
} from "@btw/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ButtonLink } from "../../../components/button.tsx";
import { Select } from "../../../components/select.tsx";
import { AdminPage } from "../components/admin-page.tsx";
import { ConfirmDialog } from "../components/confirm-dialog.tsx";
import { DeleteButton } from "../components/delete-button.tsx";
import { EditRowLink } from "../components/edit-row-link.tsx";
import { ServerTable } from "../components/server-table.tsx";
import { StatusBadge } from "../components/status-badge.tsx";
import { formatShortDate } from "../lib/dates.ts";
import { noticeError, noticeSuccess } from "../lib/notices.ts";
import { useAdminUser } from "../session/admin-user.tsx";
import { useDeleteUser } from "./api/delete-user.ts";
import { getUserPage } from "./api/get-users.ts";
import { useUpdateUser } from "./api/update-user.ts";
import "./users.css";

/** A role chosen in the list applies only once confirmed (it changes what the person may do at once). */
function RoleSelect({ user }: { user: User }) {
  const { t } = useTranslation("admin");
  const update = useUpdateUser();
  const [chosen, setChosen] = useState<Role | null>(null);
  const apply = (role: Role) =>
    update.mutate(
      { id: user.id, patch: { role } },
      {
        onSuccess: () => {
          noticeSuccess(t, "changed");
          setChosen(null);
        },
        onError: (error) => noticeError(t, error),
      },
    );
  return (
    <>
      <Select
        className="role-select"
        label={t("users.roleOf", { name: user.fullName })}
        hideLabel
        options={roleSchema.options.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
        value={chosen ?? user.role}
        disabled={update.isPending}
        onValueChange={(value) => setChosen(value as Role)}
      />
      <ConfirmDialog
        open={chosen !== null && chosen !== user.role}
        title={t("users.roleTitle", { name: user.fullName })}
        confirmLabel={t("users.roleConfirm")}
        danger={false}
        busy={update.isPending}
        onConfirm={() => chosen && apply(chosen)}
        onCancel={() => setChosen(null)}
      >
        <p>
          {t("users.roleText", {
            from: t(`roles.${user.role}`),
            to: t(`roles.${chosen ?? user.role}`),
          })}
        </p>
      </ConfirmDialog>
    </>
  );
}

function ActiveToggle({ user }: { user: User }) {
  const { t } = useTranslation("admin");
  const update = useUpdateUser();
  const [confirming, setConfirming] = useState(false);
  const setActive = (active: boolean) =>
    update.mutate(
      { id: user.id, patch: { active } },
      {
        onSuccess: () => {
          noticeSuccess(t, "changed");
          setConfirming(false);
        },
        onError: (error) => noticeError(t, error),
      },
    );
  return user.active ? (
    <>
      <button
        type="button"
        className="row-button row-button--danger"
        aria-label={t("users.deactivateItem", { name: user.fullName })}
        onClick={() => setConfirming(true)}
      >
        {t("users.deactivate")}
      </button>
      <ConfirmDialog
        open={confirming}
        title={t("users.deactivateTitle", { name: user.fullName })}
        confirmLabel={t("users.deactivate")}
        busy={update.isPending}
        onConfirm={() => setActive(false)}
        onCancel={() => setConfirming(false)}
      >
        <p>{t("users.deactivateText")}</p>
      </ConfirmDialog>
    </>
  ) : (
    <button
      type="button"
      className="row-button"
      disabled={update.isPending}
      aria-label={t("users.reactivateItem", { name: user.fullName })}
      onClick={() => setActive(true)}
    >
      {t("users.reactivate")}
    </button>
  );
}

export default function UsersPage() {
  const { t, i18n } = useTranslation("admin");
  const me = useAdminUser();
  const remove = useDeleteUser();
  return (
    <AdminPage
      title={t("users.title")}
      lead={t("users.lead")}
      actions={<ButtonLink to={ADMIN_PAGES.newUser}>{t("users.add")}</ButtonLink>}
    >
      <ServerTable<User>
        queryKey={["admin", "users"]}
        fetchPage={async (request, signal) => {
          const page = await getUserPage(
            {
              page: request.page,
              limit: request.limit,
              role: request.filters.role || undefined,
              q: request.q || undefined,
              sort: request.sort,
            },
            signal,
          );
          return { rows: page.users, count: page.count, totalPages: page.totalPages };
        }}
        searchLabel={t("users.search")}
        filters={[
          {
            name: "role",
            label: t("users.role"),
            options: [
              { value: "", label: t("users.allRoles") },
              ...roleSchema.options.map((role) => ({ value: role, label: t(`roles.${role}`) })),
            ],
          },
        ]}
        caption={t("users.title")}
        emptyText={t("users.empty")}
        rowKey={(user) => user.id}
        sortKeys={ADMIN_LIST_SORTS.users}
        columns={[
          {
            key: "name",
            header: t("fields.fullName"),
            primary: true,
            sortKey: "fullName",
            cell: (user) => (
              <>
                <span className="data-table__primary">
                  {user.fullName}
                  {user.id === me.id ? ` ${t("users.you")}` : ""}
                </span>
                <span className="data-table__secondary">{user.email}</span>
              </>
            ),
          },
          {
            key: "role",
            header: t("users.role"),
            sortKey: "role",
            cell: (user) => (user.id === me.id ? t(`roles.${user.role}`) : <RoleSelect user={user} />),
          },
          {
            key: "state",
            header: t("list.status"),
            cell: (user) => <StatusBadge status={user.active ? "active" : "inactive"} />,
          },
          {
            key: "joined",
            header: t("users.joined"),
            sortKey: "createdAt",
            cell: (user) => formatShortDate(user.createdAt, i18n.language),
          },
        ]}
        actions={(user) =>
          user.id === me.id ? null : (
            <>
              <EditRowLink to={adminEditPath(ADMIN_PAGES.users, user.id)} name={user.fullName} />
              <ActiveToggle user={user} />
              <DeleteButton
                itemName={user.fullName}
                // Staff approvals are the organisation's history; a member's name is theirs to take away.
                detail={t(user.role === "member" ? "users.deleteMemberText" : "users.deleteStaffText")}
                onDelete={() => remove.mutateAsync(user.id)}
              />
            </>
          )
        }
      />
    </AdminPage>
  );
}
