// /admin/donations: every gift with its payment state, filtered in the API, monthly totals and a CSV
// export with the same filters.
import { ADMIN_LIST_SORTS, type Donation, donationStatusSchema, donationTypeSchema } from "@btw/contracts";
import { formatMoney, formatNumber } from "@btw/i18n";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import type { Query } from "../../../lib/http.ts";
import { AdminPage } from "../components/admin-page.tsx";
import { DataTable } from "../components/data-table.tsx";
import { DetailsButton } from "../components/details-button.tsx";
import { OpenedItemDialog } from "../components/opened-item-dialog.tsx";
import { type PageRequest, ServerTable } from "../components/server-table.tsx";
import { StatusBadge } from "../components/status-badge.tsx";
import { formatShortDate, formatShortMonth } from "../lib/dates.ts";
import { useDonationTotals } from "./api/get-donation-totals.ts";
import { DONATION_EXPORT_PATH, getDonationPage } from "./api/get-donations.ts";
import { ExportButton, ExportSelectedButton } from "./export-button.tsx";
import { TestPaymentBadge } from "./test-payment-badge.tsx";

/** The list's filters as the API takes them; `to` covers the whole chosen day. */
function donationQuery(filters: Record<string, string>, q = ""): Query {
  return {
    status: filters.status || undefined,
    donationType: filters.donationType || undefined,
    from: filters.from || undefined,
    to: filters.to ? `${filters.to}T23:59:59.999Z` : undefined,
    q: q || undefined,
  };
}

export default function DonationsPage() {
  const { t, i18n } = useTranslation("admin");
  const [params] = useSearchParams();
  const donationTitle = (item: Donation) => t("donations.detailTitle", { ref: item.txRef });
  const totals = useDonationTotals({
    from: params.get("from") || undefined,
    to: params.get("to") ? `${params.get("to")}T23:59:59.999Z` : undefined,
  });

  return (
    <AdminPage title={t("donations.title")} lead={t("donations.lead")}>
      <section className="admin-panel" aria-labelledby="donation-totals">
        <h2 className="admin-panel__title" id="donation-totals">
          {t("donations.totals")}
        </h2>
        <DataTable
          caption={t("donations.totals")}
          rows={totals.data}
          rowKey={(row) => row.month}
          isLoading={totals.isPending}
          error={totals.error}
          emptyText={t("donations.noTotals")}
          columns={[
            {
              key: "month",
              header: t("donations.month"),
              primary: true,
              cell: (row) => formatShortMonth(row.month),
            },
            {
              key: "count",
              header: t("donations.paidCount"),
              cell: (row) => formatNumber(row.count, i18n.language),
            },
            {
              key: "amount",
              header: t("donations.amount"),
              cell: (row) => formatMoney(row.amountEtb, "ETB", i18n.language),
            },
          ]}
        />
      </section>
      <section className="admin-panel" aria-labelledby="donation-list">
        <h2 className="admin-panel__title" id="donation-list">
          {t("donations.list")}
        </h2>
        <ServerTable<Donation>
          queryKey={["admin", "donations", "list"]}
          fetchPage={async (request: PageRequest, signal) => {
            const page = await getDonationPage(
              {
                page: request.page,
                limit: request.limit,
                sort: request.sort,
                ...donationQuery(request.filters, request.q),
              },
              signal,
            );
            return { rows: page.data, count: page.count, totalPages: page.totalPages };
          }}
          searchLabel={t("donations.search")}
          filters={[
            {
              name: "status",
              label: t("list.status"),
              options: [
                { value: "", label: t("statusFilter.all") },
                ...donationStatusSchema.options.map((value) => ({ value, label: t(`statuses.${value}`) })),
              ],
            },
            {
              name: "donationType",
              label: t("donations.type"),
              options: [
                { value: "", label: t("statusFilter.all") },
                ...donationTypeSchema.options.map((value) => ({
                  value,
                  label: t(`donations.types.${value}`),
                })),
              ],
            },
            { name: "from", label: t("donations.from"), type: "date" },
            { name: "to", label: t("donations.to"), type: "date" },
          ]}
          toolbarExtra={(request) => (
            <ExportButton
              path={DONATION_EXPORT_PATH}
              fileName="donations.csv"
              query={donationQuery(request.filters, request.q)}
            />
          )}
          caption={t("donations.list")}
          emptyText={t("donations.empty")}
          rowKey={(item) => item.id}
          sortKeys={ADMIN_LIST_SORTS.donations}
          selectLabel={(item) =>
            t("bulk.selectItem", { name: `${item.fname} ${item.lname} (${item.txRef})` })
          }
          bulkActions={(selected) => (
            <ExportSelectedButton
              path={DONATION_EXPORT_PATH}
              fileName="donations-selected.csv"
              ids={selected.map((item) => item.id)}
            />
          )}
          columns={[
            {
              key: "donor",
              header: t("donations.donor"),
              primary: true,
              sortKey: "fname",
              cell: (item) => (
                <>
                  <span className="data-table__primary">
                    {item.fname} {item.lname}
                  </span>
                  <span className="data-table__secondary">{item.email}</span>
                </>
              ),
            },
            {
              key: "amount",
              header: t("donations.amount"),
              sortKey: "amount",
              cell: (item) => formatMoney(item.amount, item.currency, i18n.language),
            },
            {
              key: "type",
              header: t("donations.type"),
              cell: (item) => t(`donations.types.${item.donationType}`),
            },
            {
              key: "status",
              header: t("list.status"),
              sortKey: "status",
              cell: (item) => (
                <>
                  {/* A checkout the donor left is not "Pending" for ever (stale-donations.ts). */}
                  <StatusBadge status={item.abandoned ? "abandoned" : item.status} />
                  <TestPaymentBadge donation={item} />
                </>
              ),
            },
            {
              key: "date",
              header: t("donations.date"),
              sortKey: "createdAt",
              cell: (item) => formatShortDate(item.paidAt ?? item.createdAt, i18n.language),
            },
          ]}
          actions={(item) => (
            <DetailsButton
              title={donationTitle(item)}
              label={t("donations.detailFor", { name: `${item.fname} ${item.lname}` })}
            >
              <DonationDetails donation={item} />
            </DetailsButton>
          )}
        />
      </section>
      <OpenedItemDialog<Donation>
        queryKey={["admin", "donations", "list"]}
        fetchOne={findDonation}
        title={donationTitle}
      >
        {(item) => <DonationDetails donation={item} />}
      </OpenedItemDialog>
    </AdminPage>
  );
}

/** The donation a notice names by its reference (`?open=<txRef>`): the list's search finds it. */
async function findDonation(txRef: string, signal: AbortSignal): Promise<Donation | null> {
  const page = await getDonationPage({ page: 1, limit: 20, q: txRef }, signal);
  return page.data.find((donation) => donation.txRef === txRef) ?? null;
}

function DonationDetails({ donation }: { donation: Donation }) {
  const { t, i18n } = useTranslation("admin");
  return (
    <dl className="detail-grid">
      <dt>{t("donations.reference")}</dt>
      <dd>{donation.txRef}</dd>
      <dt>{t("donations.chapaReference")}</dt>
      <dd>{donation.chapaReference ?? "—"}</dd>
      <dt>{t("fields.phone")}</dt>
      <dd>{donation.phone_number}</dd>
      <dt>{t("fields.address")}</dt>
      <dd>{donation.address}</dd>
      <dt>{t("donations.created")}</dt>
      <dd>{formatShortDate(donation.createdAt, i18n.language)}</dd>
      {donation.failureReason ? (
        <>
          <dt>{t("donations.failure")}</dt>
          <dd>{donation.failureReason}</dd>
        </>
      ) : null}
    </dl>
  );
}
