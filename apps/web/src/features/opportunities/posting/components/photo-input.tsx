import { UPLOAD_LIMITS_BYTES } from "@btw/contracts";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { describedBy, FieldError, FieldHint, FieldLabel } from "../../../../components/field.tsx";

const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif"];
const MAX_MB = UPLOAD_LIMITS_BYTES.image / (1024 * 1024);

/** The listing's optional picture: checked here (type, size) before anything is sent; the API checks again. */
export function PhotoInput({
  file,
  currentUrl,
  onChange,
}: {
  file: File | null;
  /** The stored picture of a listing being edited. */
  currentUrl?: string | null | undefined;
  onChange: (file: File | null, url: string | null) => void;
}) {
  const { t } = useTranslation("post");
  const id = useId();
  const [error, setError] = useState<string | undefined>();
  // A data: address, not a blob: one: the site's Content-Security-Policy allows images from data:.
  const [url, setUrl] = useState<string | null>(null);
  const shown = url ?? currentUrl ?? null;
  return (
    <div className={error ? "field field--invalid" : "field"}>
      <FieldLabel htmlFor={id}>{t("fields.photo")}</FieldLabel>
      <FieldHint id={id} hint={t("fields.photoHint")} />
      <input
        id={id}
        type="file"
        accept={IMAGE_TYPES.join(",")}
        className="post-photo__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, t("fields.photoHint"))}
        onChange={(event) => {
          const chosen = event.target.files?.[0] ?? null;
          const problem = !chosen
            ? undefined
            : !IMAGE_TYPES.includes(chosen.type)
              ? t("fields.photoType")
              : chosen.size > UPLOAD_LIMITS_BYTES.image
                ? t("fields.photoSize", { max: MAX_MB })
                : undefined;
          setError(problem);
          const next = chosen && !problem ? chosen : null;
          if (problem) event.target.value = "";
          if (!next) {
            setUrl(null);
            onChange(null, null);
            return;
          }
          const reader = new FileReader();
          reader.onload = () => {
            const read = typeof reader.result === "string" ? reader.result : null;
            setUrl(read);
            onChange(next, read);
          };
          reader.readAsDataURL(next);
        }}
      />
      {shown && (file || currentUrl) ? (
        <img className="post-photo__preview" src={shown} alt={t("fields.photoPreview")} />
      ) : null}
      <FieldError id={id} error={error} />
    </div>
  );
}
