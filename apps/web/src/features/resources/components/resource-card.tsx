import { fileExtension, imageSrcSet, PREVIEW_EXTENSIONS, type Resource } from "@btw/contracts";
import { useTranslation } from "react-i18next";
import videoPlaceholder from "../../../assets/video-placeholder.svg";
import { buttonClass } from "../../../components/button.tsx";
import { Icon } from "../../../components/icon.tsx";

export type PreviewKind = "image" | "pdf" | "video" | "unsupported";

/** Spec (Video and PDF): the preview is chosen by the file's extension. */
export function previewKind(url: string): PreviewKind {
  const extension = fileExtension(url);
  for (const kind of ["image", "pdf", "video"] as const) {
    if ((PREVIEW_EXTENSIONS[kind] as readonly string[]).includes(extension)) return kind;
  }
  return "unsupported";
}

function Preview({ resource }: { resource: Resource }) {
  const { t } = useTranslation("resources");
  const url = resource.resource_files;
  switch (previewKind(url)) {
    case "image":
      return (
        <img
          src={url}
          srcSet={imageSrcSet(url)}
          sizes="(max-width: 640px) 100vw, 400px"
          alt={resource.title}
          width={800}
          height={450}
          loading="lazy"
          decoding="async"
        />
      );
    case "pdf":
      return <iframe src={url} title={t("card.pdfPreview", { title: resource.title })} loading="lazy" />;
    case "video":
      return (
        // biome-ignore lint/a11y/useMediaCaption: uploaded videos come without caption files
        <video src={url} controls preload="none" poster={videoPlaceholder} aria-label={resource.title} />
      );
    default:
      return (
        <div className="resource-card__unsupported">
          <Icon name="file" size={32} />
          <span>{t("card.unsupported")}</span>
        </div>
      );
  }
}

export function ResourceCard({ resource }: { resource: Resource }) {
  const { t } = useTranslation("resources");
  return (
    <article className="card resource-card">
      <div className="card__media resource-card__preview">
        <Preview resource={resource} />
      </div>
      <div className="card__body">
        <span className="card__eyebrow">{fileExtension(resource.resource_files).toUpperCase()}</span>
        <h3 className="card__title">{resource.title}</h3>
        {resource.description ? <p className="card__text card__clamp">{resource.description}</p> : null}
      </div>
      <div className="card__footer">
        <a
          href={resource.resource_files}
          download
          className={buttonClass("primary", "sm")}
          aria-label={t("card.downloadTitle", { title: resource.title })}
        >
          <Icon name="download" size={18} />
          {t("card.download")}
        </a>
      </div>
    </article>
  );
}
