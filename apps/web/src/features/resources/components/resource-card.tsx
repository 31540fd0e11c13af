import { fileExtension, previewKind, type Resource } from "@btw/contracts";
import { useTranslation } from "react-i18next";
import { buttonClass } from "../../../components/button.tsx";
import { Icon } from "../../../components/icon.tsx";
import { HostedVideo, LazyPdf } from "../../../components/lazy-embed.tsx";
import { ResponsiveImage } from "../../../components/responsive-image.tsx";
import { NotTranslatedNote, useFieldLang } from "../../../lib/content-language.tsx";

function Preview({ resource, priority }: { resource: Resource; priority: boolean }) {
  const { t } = useTranslation("resources");
  const url = resource.resource_files;
  switch (previewKind(url)) {
    case "image":
      return (
        <ResponsiveImage
          src={url}
          fallback={url}
          alt={resource.title}
          width={800}
          height={450}
          priority={priority}
        />
      );
    case "pdf":
      return <LazyPdf src={url} title={t("card.pdfPreview", { title: resource.title })} />;
    case "video":
      return <HostedVideo src={url} title={resource.title} fill />;
    default:
      return (
        <div className="resource-card__unsupported">
          <Icon name="file" size={32} />
          <span>{t("card.unsupported")}</span>
        </div>
      );
  }
}

/** `priority`: the grid's first card, in the first screen (its picture loads at once, with high priority). */
export function ResourceCard({ resource, priority = false }: { resource: Resource; priority?: boolean }) {
  const { t } = useTranslation("resources");
  const lang = useFieldLang(resource);
  return (
    <article className="card resource-card">
      <div className="card__media resource-card__preview">
        <Preview resource={resource} priority={priority} />
      </div>
      <div className="card__body">
        <span className="card__eyebrow">{fileExtension(resource.resource_files).toUpperCase()}</span>
        <h3 className="card__title" {...lang("title")}>
          {resource.title}
        </h3>
        {resource.description ? (
          <p className="card__text card__clamp" {...lang("description")}>
            {resource.description}
          </p>
        ) : null}
        <NotTranslatedNote item={resource} fields={["title", "description"]} />
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
