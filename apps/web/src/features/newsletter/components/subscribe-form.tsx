import type { SubscriberInput } from "@btw/contracts";
import { isSupportedLanguage, type Language } from "@btw/i18n";
import { type FormEvent, lazy, Suspense, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/button.tsx";
import { describeError } from "../../../lib/errors.ts";
import { translateMessage } from "../../../lib/i18n.ts";
import type { AlertChoiceValues } from "../alert-choice-values.ts";
import { useSubscribe } from "../api/subscribe.ts";
import "./subscribe-form.css";
import { laterToast } from "../../../lib/later-toast.ts";

// The alert choices (kinds, fields, countries, language) arrive only when the visitor asks for them.
const AlertChoices = lazy(() => import("./alert-choices.tsx"));

/** "Choose what to receive": its words come with the listing catalog, so it waits for that alone. */
function AlertChoicesToggle({
  expanded,
  controls,
  onToggle,
}: {
  expanded: boolean;
  controls: string;
  onToggle: () => void;
}) {
  const { t } = useTranslation("listing");
  return (
    <button
      type="button"
      className="subscribe__more"
      aria-expanded={expanded}
      aria-controls={controls}
      onClick={onToggle}
    >
      {t("alerts.open")}
    </button>
  );
}

type Validator = typeof import("../subscribe-validation.ts").validateSubscriber;
let validatorPromise: Promise<Validator> | undefined;
/** The contracts schema (and zod with it) arrives when the visitor first touches the box. */
function loadValidator(): Promise<Validator> {
  validatorPromise ??= import("../subscribe-validation.ts").then((module) => module.validateSubscriber);
  return validatorPromise;
}

interface SubscribeFormProps {
  source: NonNullable<SubscriberInput["source"]>;
  submitLabel: string;
  tone?: "light" | "dark";
  id: string;
}

/**
 * The newsletter box (home hero, donate page "Join Us"): really subscribes, with duplicates told
 * apart. One field, so no form library: the contracts schema validates on submit, then on change.
 */
export function SubscribeForm({ source, submitLabel, tone = "light", id }: SubscribeFormProps) {
  const { t, i18n } = useTranslation();
  const subscription = useSubscribe();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [choices, setChoices] = useState<AlertChoiceValues | undefined>();
  const [choicesOpen, setChoicesOpen] = useState(false);
  const choicesId = useId();
  const submitted = useRef(false);

  const validate = async (value: string) => {
    const validator = await loadValidator();
    const result = validator({ email: value, source });
    if (result.success) {
      setError(undefined);
      return result.data;
    }
    setError(translateMessage(t, result.error.issues[0]?.message));
    return undefined;
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submitted.current = true;
    const input = await validate(email);
    if (!input) {
      document.getElementById(id)?.focus();
      return;
    }
    try {
      const result = await subscription.mutateAsync(choices ? { ...input, ...choices } : input);
      if (result.created) laterToast("success", t("newsletter.subscribed"));
      else laterToast("info", t("newsletter.alreadySubscribed"));
      setEmail("");
      setChoices(undefined);
      setChoicesOpen(false);
      submitted.current = false;
    } catch (failure) {
      laterToast("error", describeError(t, failure));
    }
  };

  return (
    <form method="post" className={`subscribe subscribe--${tone}`} onSubmit={onSubmit} noValidate>
      <label htmlFor={id} className="visually-hidden">
        {t("newsletter.label")}
      </label>
      <div className="subscribe__row">
        <input
          id={id}
          name="email"
          type="email"
          autoComplete="email"
          required
          placeholder={t("newsletter.placeholder")}
          className="subscribe__input"
          value={email}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onFocus={() => void loadValidator()}
          onChange={(event) => {
            setEmail(event.target.value);
            if (submitted.current) void validate(event.target.value);
          }}
        />
        <Button type="submit" variant="gold" loading={subscription.isPending}>
          {submitLabel}
        </Button>
      </div>
      {error ? (
        <p id={`${id}-error`} className="subscribe__error" role="alert">
          {error}
        </p>
      ) : null}
      <Suspense fallback={null}>
        <AlertChoicesToggle
          expanded={choicesOpen}
          controls={choicesId}
          onToggle={() => {
            setChoicesOpen((open) => !open);
            setChoices(
              (current) =>
                current ?? {
                  kinds: [],
                  fieldsOfStudy: [],
                  countries: [],
                  language: (isSupportedLanguage(i18n.language) ? i18n.language : "en") as Language,
                },
            );
          }}
        />
      </Suspense>
      <div id={choicesId} hidden={!choicesOpen}>
        {choicesOpen && choices ? (
          <Suspense fallback={null}>
            <AlertChoices value={choices} onChange={setChoices} />
            {/* The choices are long on a phone: the form can be sent from their end too. */}
            <Button
              type="submit"
              variant="gold"
              className="subscribe__after-choices"
              loading={subscription.isPending}
            >
              {submitLabel}
            </Button>
          </Suspense>
        ) : null}
      </div>
    </form>
  );
}
