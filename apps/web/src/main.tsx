import "./styles.css";
import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { setApiNavigator } from "./api";
import { initI18n } from "./i18n";
import { rememberInvitation } from "./lib/invitation";
import { createQueryClient } from "./queries/client";
import { createRouter } from "./routes";

async function start() {
  // An invitation link (?invite=CODE) is kept for 7 days, whatever page it opens, for the sign-up.
  rememberInvitation(window.location.search);
  // The catalog of the saved language is in place before the first paint, so nothing flashes.
  await initI18n();
  const router = createRouter();
  setApiNavigator((to) => void router.navigate(to));
  const queryClient = createQueryClient();
  const root = document.getElementById("root");
  if (!root) throw new Error("#root is missing from index.html");
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}

void start();
