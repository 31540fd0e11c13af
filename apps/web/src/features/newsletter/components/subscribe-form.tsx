import type { SubscriberInput } from "@btw/contracts";
import { type FormEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/button.tsx";
import { toast } from "../../../components/toast/toast-store.ts";
import { describeError } from "../../../lib/errors.ts";
import { translateValidation } from "../../../lib/i18n.ts";
import { useSubscribe } from "../api/subscribe.ts";
import "./subscribe-form.css";

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
  const { t } = useTranslation();
  const subscription = useSubscribe();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | undefined>();
  const submitted = useRef(false);

  const validate = async (value: string) => {
    const validator = await loadValidator();
    const result = validator({ email: value, source });
    if (result.success) {
      setError(undefined);
      return result.data;
    }
    setError(translateValidation(t, result.error.issues[0]?.message));
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
      const result = await subscription.mutateAsync(input);
      if (result.created) toast.success(t("newsletter.subscribed"));
      else toast.info(t("newsletter.alreadySubscribed"));
      setEmail("");
      submitted.current = false;
    } catch (failure) {
      toast.error(describeError(t, failure));
    }
  };

  return (
    <form className={`subscribe subscribe--${tone}`} onSubmit={onSubmit} noValidate>
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
    </form>
  );
}
