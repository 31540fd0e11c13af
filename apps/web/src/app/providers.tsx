import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { i18n as I18n } from "i18next";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { i18n as siteI18n } from "../lib/i18n.ts";

interface ProvidersProps {
  queryClient: QueryClient;
  /** The server's renderer gives each page its own instance, in that page's language. */
  i18n?: I18n;
  children: ReactNode;
}

export function Providers({ queryClient, i18n = siteI18n, children }: ProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </I18nextProvider>
  );
}
