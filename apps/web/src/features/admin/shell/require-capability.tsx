import type { ReactNode } from "react";
import { useAdminUser } from "../session/admin-user.tsx";
import { type Capability, can } from "../session/permissions.ts";
import { ForbiddenView } from "./forbidden-view.tsx";

export function RequireCapability({ capability, children }: { capability: Capability; children: ReactNode }) {
  const user = useAdminUser();
  return can(user.role, capability) ? children : <ForbiddenView role={user.role} />;
}
