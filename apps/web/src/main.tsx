// The entry: only what the server's page shell needs to look right (tokens, base, header and hero
// styles; the build puts them into the HTML). The app's code is asked for once the browser has
// painted that shell, so a slow phone on a slow network shows the page first and fetches after.
import "./styles/tokens.css";
import "./styles/base.css";
import "./styles/hero.css";
import "./styles/shell.css";
import "./app/layout/root-layout.css";
import "./app/layout/site-header.css";

function afterFirstPaint(run: () => void): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    run();
  };
  // The frame after next has painted the shell; a hidden tab gets no frames, hence the timer.
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, 250);
}

afterFirstPaint(() => void import("./app/start.tsx"));
