import { DONATION_LIMITS_ETB, type DonationRequest } from "@btw/contracts";
import { formatMoney } from "@btw/i18n";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "../../../components/button.tsx";
import { RadioGroup, TextAreaField, TextField } from "../../../components/field.tsx";
import { describeError } from "../../../lib/errors.ts";
import { publicFormResolver, useFieldError } from "../../../lib/forms.ts";
import { useCreateDonation } from "../api/create-donation.ts";

/** The form's checks, loaded when it is first used (lib/forms.ts). */
const checks = publicFormResolver<DonationRequest>("donationRequestSchema");

const SUGGESTED_AMOUNTS_ETB = [100, 250, 500, 1000] as const;

const EMPTY: DonationRequest = {
  amount: "",
  fname: "",
  lname: "",
  phone_number: "",
  email: "",
  address: "",
  title: "Donate",
  donationType: "oneTime",
};

/** Leaves the site for the payment page (a seam the tests can observe). */
const redirectTo = {
  assign: (url: string) => window.location.assign(url),
};

export function DonateForm() {
  const { t, i18n } = useTranslation("donate");
  const fieldError = useFieldError();
  const donation = useCreateDonation();
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    watch,
    formState: { errors },
  } = useForm<DonationRequest>({
    resolver: checks.resolver,
    defaultValues: EMPTY,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const donationType = watch("donationType");
  const amount = String(watch("amount") ?? "");

  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await donation.mutateAsync(values as DonationRequest);
      reset(EMPTY);
      toast.info(t("form.redirecting"));
      redirectTo.assign(result.newOrder.callback_url);
    } catch (error) {
      toast.error(describeError(t, error));
    }
  });

  return (
    <form
      method="post"
      onFocus={checks.prefetch}
      className="form donate-form"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="donate-form-title"
    >
      <RadioGroup
        legend={t("form.type")}
        name="donationType"
        options={[
          { value: "oneTime", label: t("form.oneTime") },
          { value: "monthly", label: t("form.monthly") },
        ]}
        inputProps={() => register("donationType")}
      />
      {donationType === "monthly" ? <p className="donate-form__note">{t("form.monthlyNote")}</p> : null}
      <fieldset className="field donate-amount">
        <legend className="field__label">{t("form.suggested")}</legend>
        <div className="donate-amount__chips">
          {SUGGESTED_AMOUNTS_ETB.map((value) => (
            <button
              key={value}
              type="button"
              className="donate-amount__chip"
              aria-pressed={amount === String(value)}
              onClick={() => setValue("amount", String(value), { shouldValidate: Boolean(errors.amount) })}
            >
              {formatMoney(value, "ETB", i18n.language, { fractionDigits: 0 })}
            </button>
          ))}
        </div>
      </fieldset>
      <TextField
        label={t("form.amount")}
        type="text"
        inputMode="decimal"
        required
        hint={t("form.amountHint", { min: DONATION_LIMITS_ETB.min })}
        error={fieldError(errors.amount)}
        {...register("amount")}
      />
      <div className="form__row">
        <TextField
          label={t("form.fname")}
          autoComplete="given-name"
          required
          error={fieldError(errors.fname)}
          {...register("fname")}
        />
        <TextField
          label={t("form.lname")}
          autoComplete="family-name"
          required
          error={fieldError(errors.lname)}
          {...register("lname")}
        />
      </div>
      <div className="form__row">
        <TextField
          label={t("form.phone")}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          required
          hint={t("form.phoneHint")}
          error={fieldError(errors.phone_number)}
          {...register("phone_number")}
        />
        <TextField
          label={t("form.email")}
          type="email"
          autoComplete="email"
          required
          error={fieldError(errors.email)}
          {...register("email")}
        />
      </div>
      <TextAreaField
        label={t("form.address")}
        autoComplete="street-address"
        required
        rows={2}
        error={fieldError(errors.address)}
        {...register("address")}
      />
      <div className="form__actions">
        <Button
          type="submit"
          variant="gold"
          size="lg"
          loading={donation.isPending}
          loadingLabel={t("form.starting")}
        >
          {donationType === "monthly" ? t("form.submitMonthly") : t("form.submit")}
        </Button>
        <p className="donate-form__secure">{t("form.secure")}</p>
      </div>
    </form>
  );
}
