import "./file-upload.css";
import "../../../components/members/action-buttons.css";
import { fileExtension } from "@btw/contracts";
import { type ReactNode, type Ref, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { FieldLabel } from "../../../components/field.tsx";
import { ACCEPT, checkUpload, fileFamily, formatBytes, type UploadKind } from "../lib/upload-rules.ts";

interface FileUploadProps {
  label: string;
  kind: UploadKind;
  /** The file chosen in this form, if any. */
  file: File | null;
  onChange: (file: File | null) => void;
  /** What is stored now (edit forms). */
  currentUrl?: string | null;
  hint?: string;
  /** A message from the form (a required file missing, the server refusing it). */
  error?: string;
  required?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

/** Reads a chosen image as a data: URL (the site's CSP allows data: images, not blob: ones). */
function useImagePreview(file: File | null): string | null {
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file || fileFamily(file) !== "image") {
      setPreview(null);
      return;
    }
    let live = true;
    const reader = new FileReader();
    reader.onload = () => {
      if (live && typeof reader.result === "string") setPreview(reader.result);
    };
    reader.readAsDataURL(file);
    return () => {
      live = false;
      reader.abort();
    };
  }, [file]);
  return preview;
}

/** A file field with its type and size checked on choice and a preview of what will be stored. */
export function FileUpload({
  label,
  kind,
  file,
  onChange,
  currentUrl,
  hint,
  error,
  required,
  inputRef,
}: FileUploadProps) {
  const { t } = useTranslation("admin");
  const id = useId();
  const localRef = useRef<HTMLInputElement | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const preview = useImagePreview(file);
  const shownError = problem ?? error;

  const currentIsImage = currentUrl
    ? ["jpg", "jpeg", "png", "webp", "gif"].includes(fileExtension(currentUrl))
    : false;
  const chosenFamily = file ? fileFamily(file) : undefined;

  let previewBody: ReactNode;
  if (file && preview) previewBody = <img src={preview} alt={t("upload.previewAlt", { name: file.name })} />;
  else if (file) previewBody = <span>{t(`upload.family.${chosenFamily ?? "file"}`)}</span>;
  else if (currentUrl && currentIsImage) previewBody = <img src={currentUrl} alt={t("upload.currentAlt")} />;
  else if (currentUrl)
    previewBody = <span>{t("upload.currentFile", { ext: fileExtension(currentUrl).toUpperCase() })}</span>;
  else previewBody = <span>{t("upload.none")}</span>;

  const describedBy = [`${id}-hint`, shownError ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <div className={shownError ? "field field--invalid" : "field"}>
      <FieldLabel htmlFor={id} required={required}>
        {label}
      </FieldLabel>
      <div className="upload">
        <div className={file || currentUrl ? "upload__preview upload__preview--filled" : "upload__preview"}>
          {previewBody}
        </div>
        <div className="upload__controls">
          <p className="field__hint" id={`${id}-hint`}>
            {hint ? `${hint} ` : ""}
            {t(`upload.rules.${kind}`)}
          </p>
          <input
            id={id}
            ref={(node) => {
              localRef.current = node;
              if (typeof inputRef === "function") inputRef(node);
              else if (inputRef) inputRef.current = node;
            }}
            className="upload__input"
            type="file"
            accept={ACCEPT[kind]}
            aria-invalid={shownError ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null;
              if (!chosen) return;
              const found = checkUpload(chosen, kind);
              if (found) {
                setProblem(
                  found.code === "type"
                    ? t(`upload.wrongType.${found.kind}`)
                    : t("upload.tooLarge", { limit: found.limitMb }),
                );
                event.target.value = "";
                return;
              }
              setProblem(null);
              onChange(chosen);
            }}
          />
          {file ? (
            <p className="upload__file-name" aria-live="polite">
              {t("upload.chosen", { name: file.name, size: formatBytes(file.size) })}{" "}
              <button
                type="button"
                className="link-button"
                onClick={() => {
                  onChange(null);
                  if (localRef.current) localRef.current.value = "";
                }}
              >
                {currentUrl ? t("upload.keepCurrent") : t("upload.clear")}
              </button>
            </p>
          ) : currentUrl ? (
            <p className="upload__file-name">
              <a href={currentUrl} target="_blank" rel="noreferrer">
                {t("upload.openCurrent")}
              </a>
            </p>
          ) : null}
          {shownError ? (
            <p className="field__error" id={`${id}-error`} role="alert">
              {shownError}
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}
