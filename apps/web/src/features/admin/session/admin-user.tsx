import type { User } from "@btw/contracts";
import { createContext, type ReactNode, useContext } from "react";

const AdminUserContext = createContext<User | null>(null);

export function AdminUserProvider({ user, children }: { user: User; children: ReactNode }) {
  return <AdminUserContext.Provider value={user}>{children}</AdminUserContext.Provider>;
}

/** The signed-in person, inside the admin shell. */
export function useAdminUser(): User {
  const user = useContext(AdminUserContext);
  if (!user) throw new Error("useAdminUser is used outside the admin shell");
  return user;
}
