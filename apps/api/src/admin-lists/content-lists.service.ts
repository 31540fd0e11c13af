// The console's lists of blog posts, resources, testimonials and the team: searched and sorted in
// the database. The public lists (their own routes and caches) are not changed by this.
import type { AdminContentList } from "@btw/contracts";
import { toBlog } from "../blogs/blogs.service.ts";
import type { AppContext } from "../context.ts";
import { paginate } from "../lib/paginate.ts";
import { toResource } from "../resources/resources.service.ts";
import { toTeamMember } from "../teams/teams.service.ts";
import { toTestimonial } from "../testimonials/testimonials.service.ts";
import { orderByFor, searchWhere } from "./list-order.ts";

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
  const orderBy = orderByFor(query.sort);
  switch (list) {
    case "blogs": {
      const where = searchWhere(query.q, ["title", "description"]);
      return paginate(query, {
        rows: async (window) => (await db.blog.findMany({ where, orderBy, ...window })).map(toBlog),
        count: () => db.blog.count({ where }),
      });
    }
    case "resources": {
      const where = {
        ...searchWhere(query.q, ["title", "description", "types"]),
        ...(query.category ? { category: query.category } : {}),
      };
      return paginate(query, {
        rows: async (window) => (await db.resource.findMany({ where, orderBy, ...window })).map(toResource),
        count: () => db.resource.count({ where }),
      });
    }
    case "testimonials": {
      const where = searchWhere(query.q, ["full_Name", "clients_say"]);
      return paginate(query, {
        rows: async (window) =>
          (await db.testimonial.findMany({ where, orderBy, ...window })).map(toTestimonial),
        count: () => db.testimonial.count({ where }),
      });
    }
    case "teams": {
      const where = searchWhere(query.q, ["name", "position"]);
      return paginate(query, {
        rows: async (window) =>
          (await db.teamMember.findMany({ where, orderBy, ...window })).map(toTeamMember),
        count: () => db.teamMember.count({ where }),
      });
    }
  }
}
