import type { LoginInput } from "@btw/contracts";
import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { TextField } from "../../../components/field.tsx";
import { PasswordField } from "../../../components/members/password-field.tsx";
import { useFieldError } from "../../../lib/forms.ts";

interface CredentialFieldsProps {
  register: UseFormRegister<LoginInput>;
  errors: FieldErrors<LoginInput>;
  labels: { email: string; password: string };
}

/** Email and password as a password manager expects them: the sign-in page and the re-auth dialog. */
export function CredentialFields({ register, errors, labels }: CredentialFieldsProps) {
  const fieldError = useFieldError();
  return (
    <>
      <TextField
        label={labels.email}
        type="email"
        autoComplete="username"
        required
        error={fieldError(errors.email)}
        {...register("email")}
      />
      <PasswordField
        label={labels.password}
        autoComplete="current-password"
        required
        error={fieldError(errors.password)}
        {...register("password")}
      />
    </>
  );
}
