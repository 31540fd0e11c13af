// The console's lists of blog posts, resources, testimonials and the team: searched and sorted in
// the database. The public lists (their own routes and caches) are not changed by this.
import type { AdminContentList } from "@btw/contracts";
import { toBlog } from "../blogs/blogs.service.ts";
import type { AppContext } from "../context.ts";
import { toResource } from "../resources/resources.service.ts";
import { toTeamMember } from "../teams/teams.service.ts";
import { toTestimonial } from "../testimonials/testimonials.service.ts";
import { pageAdminList } from "./admin-list-page.ts";
import { searchWhere } from "./list-order.ts";

interface ListQuery {
  page: number;
  limit: number;
  q?: string | undefined;
  sort: string;
  /** Resources only. */
  category?: number | undefined;
}

export async function pageContentList(ctx: AppContext, list: AdminContentList, query: ListQuery) {
  const { db } = ctx;
  switch (list) {
    case "blogs": {
      const where = searchWhere(query.q, ["title", "description"]);
      return pageAdminList(db.blog, where, query, toBlog);
    }
    case "resources": {
      const where = {
        ...searchWhere(query.q, ["title", "description", "types"]),
        ...(query.category ? { category: query.category } : {}),
      };
      return pageAdminList(db.resource, where, query, toResource);
    }
    case "testimonials": {
      const where = searchWhere(query.q, ["full_Name", "clients_say"]);
      return pageAdminList(db.testimonial, where, query, toTestimonial);
    }
    case "teams": {
      const where = searchWhere(query.q, ["name", "position"]);
      return pageAdminList(db.teamMember, where, query, toTeamMember);
    }
  }
}
