// "Get alerts on Telegram": shown only when the server has a bot. A signed-in member gets a
// one-time link that links their chat to the account (saved listings, deadline reminders); anyone
// else opens the bot on its own. Nothing is drawn until the answer says Telegram is on.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { botUrl, useTelegramLink, useTelegramStatus } from "../lib/telegram.ts";
import { Button, buttonClass } from "./button.tsx";
import "./telegram-alerts.css";

export function TelegramAlerts({ showLead = true }: { showLead?: boolean }) {
  const { t } = useTranslation("common");
  const status = useTelegramStatus();
  const link = useTelegramLink();
  const [failed, setFailed] = useState(false);
  const info = status.data;
  if (!info?.enabled || !info.botUsername) return null;
  const bot = botUrl(info.botUsername);
  return (
    <div className="telegram-alerts">
      {info.linked ? (
        <p className="telegram-alerts__lead">
          {t("telegram.linked")}{" "}
          <a href={bot} target="_blank" rel="noopener noreferrer">
            {t("telegram.open")}
          </a>
        </p>
      ) : (
        <>
          {showLead ? <p className="telegram-alerts__lead">{t("telegram.lead")}</p> : null}
          {status.signedIn ? (
            <Button
              type="button"
              variant="secondary"
              size="sm"
              loading={link.isPending}
              onClick={() => {
                setFailed(false);
                link.mutate(undefined, {
                  onSuccess: (made) => window.location.assign(made.url),
                  onError: () => setFailed(true),
                });
              }}
            >
              {t("telegram.cta")}
            </Button>
          ) : (
            <a
              className={buttonClass("secondary", "sm")}
              href={bot}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t("telegram.cta")}
            </a>
          )}
          {failed ? (
            <p className="telegram-alerts__error" role="alert">
              {t("telegram.error")}
            </p>
          ) : null}
        </>
      )}
    </div>
  );
}
