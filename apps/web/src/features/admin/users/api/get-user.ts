import { apiPaths, type User } from "@btw/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../../lib/http.ts";

const userQuery = (id: number) =>
  queryOptions({
    queryKey: ["admin", "users", "one", id],
    queryFn: ({ signal }) => apiGet<{ user: User }>(`${apiPaths.users}/${id}`, undefined, signal),
  });

export const useUser = (id: number) =>
  useQuery({ ...userQuery(id), enabled: Number.isInteger(id) && id > 0 });
