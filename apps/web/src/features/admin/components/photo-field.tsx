import { useTranslation } from "react-i18next";
import { FileUpload } from "./file-upload.tsx";

interface PhotoFieldProps {
  file: File | null;
  onChange: (file: File | null) => void;
  /** The stored image (edit forms). */
  currentUrl?: string | null;
}

/** The optional image of an item (a post, a person, an opportunity). */
export function PhotoField({ file, onChange, currentUrl }: PhotoFieldProps) {
  const { t } = useTranslation("admin");
  return (
    <FileUpload
      label={t("fields.photo")}
      kind="image"
      file={file}
      onChange={onChange}
      currentUrl={currentUrl}
    />
  );
}
