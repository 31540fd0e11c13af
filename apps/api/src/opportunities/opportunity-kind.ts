// What differs between the four moderated kinds (scholarships, internships, training, jobs); the
// routes, rules, paging and review flow they share live beside this file and read only this.
import type { ApprovalStatus } from "@btw/contracts";
import type { Database, Prisma } from "@btw/db";
import type { ZodObject, ZodType } from "zod";

/** The columns the shared code reads on every kind's row. */
export interface OpportunityRow {
  id: number;
  status: ApprovalStatus;
  createdById: number | null;
  deadline: Date | null;
  createdAt: Date;
  photo1?: string | null;
}

/** What the shared service sets beside the validated form fields. */
export interface ModerationData {
  status?: ApprovalStatus;
  createdById?: number | null;
  reviewReason?: string | null;
  reviewedAt?: Date | null;
  photo1?: string | null;
}

/** The filters and paging every `paginate-*` query has once parsed by its contracts schema. */
export interface OpportunityPageQuery {
  page: number;
  limit: number;
  sort: "newest" | "deadline";
  status?: "approved" | "pending" | "rejected" | "all";
  q?: string;
}

/** Typed Prisma access for one kind, so the shared code never touches an untyped delegate. */
export interface OpportunityModel<Row extends OpportunityRow, Input, Update> {
  find(id: number): Promise<Row | null>;
  create(data: Input & ModerationData): Promise<Row>;
  update(id: number, data: Partial<Update> & ModerationData): Promise<Row>;
  remove(id: number): Promise<Row>;
}

export interface OpportunityKind<
  Row extends OpportunityRow = OpportunityRow,
  Input extends object = object,
  Update extends object = object,
  Query extends OpportunityPageQuery = OpportunityPageQuery,
> {
  /** Singular key of one item in responses, and the audit log's entity name. */
  entity: "scholarship" | "internship" | "training" | "job";
  /** "Scholarship": used in messages. */
  label: string;
  /** Key of lists in responses (spec section 7). */
  listKey: "scholarships" | "internships" | "training" | "jobs";
  paths: { collection: string; paginate: string; userHistory: string; approve: string };
  /** The public page that lists this kind, linked from review emails. */
  webPath: string;
  /** Scholarships, internships and training carry an optional `photo1` image. */
  hasPhoto: boolean;
  schemas: {
    /** Response shape of one item: its keys decide what a row serialises to. */
    item: ZodObject;
    input: ZodType<Input>;
    update: ZodType<Update>;
    /** Query of `paginate-*` and of the plain list; parsed, they give the kind's `Query`. */
    page: ZodObject;
    list: ZodObject;
  };
  /** Quoted table name, a constant of the kind (never request data). */
  table: Prisma.Sql;
  /** The text `q` searches (case-insensitive, anywhere): the title column, or an expression. */
  searchText: Prisma.Sql;
  /** Extra WHERE conditions for the kind's own filters, with every value parameterised. */
  filters(query: Query): Prisma.Sql[];
  titleOf(row: Row): string;
  model(db: Database): OpportunityModel<Row, Input, Update>;
}
