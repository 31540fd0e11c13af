import { type Resource, resourceCategoryPath, SELF_DEVELOPMENT_CATEGORY } from "@btw/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Carousel } from "../../components/carousel/carousel.tsx";
import { ExternalLink } from "../../components/external-link.tsx";
import { FeaturedVideo } from "../../components/featured-video.tsx";
import { Icon } from "../../components/icon.tsx";
import { PageHero } from "../../components/page-hero.tsx";
import { Section } from "../../components/section.tsx";
import { Skeleton } from "../../components/skeleton.tsx";
import { useSitePageMeta } from "../../lib/page-meta.ts";
import { FALLBACK_VIDEOS } from "../../lib/site-config.ts";
import { useResourcesByCategory } from "./api/get-resources-by-category.ts";
import "./components/resources.css";
import "./resources-pages.css";

/** Learning platform guides (static cards of the spec), each opening its /resource/{types} listing. */
const PLATFORMS = [
  { key: "coursera", colour: "#0056d2" },
  { key: "edx", colour: "#02262b" },
  { key: "udemy", colour: "#5624d0" },
] as const;

/** AI tools for students (static cards of the spec: id, img, text, name, link). */
const AI_TOOLS = [
  { id: 1, key: "chatgpt", link: "https://chatgpt.com/", colour: "#10a37f" },
  { id: 2, key: "gemini", link: "https://gemini.google.com/", colour: "#1a73e8" },
  { id: 3, key: "grammarly", link: "https://www.grammarly.com/", colour: "#15c39a" },
  { id: 4, key: "canva", link: "https://www.canva.com/", colour: "#7d2ae8" },
  { id: 5, key: "perplexity", link: "https://www.perplexity.ai/", colour: "#20808d" },
  { id: 6, key: "notebooklm", link: "https://notebooklm.google/", colour: "#3c4043" },
] as const;

function ResourceTitles({ resources }: { resources: Resource[] }) {
  return (
    <ol className="resource-titles">
      {resources.map((resource) => (
        <li key={resource.id}>
          <a href={resource.resource_files} download>
            {resource.title}
          </a>
        </li>
      ))}
    </ol>
  );
}

export default function SelfDevelopmentPage() {
  const { t } = useTranslation("resources");
  useSitePageMeta("selfDevelopment");
  const resources = useResourcesByCategory(SELF_DEVELOPMENT_CATEGORY);
  const list = resources.data?.resources ?? [];
  return (
    <>
      <PageHero
        eyebrow={t("self.hero.eyebrow")}
        title={t("self.hero.title")}
        lead={<p>{t("self.hero.lead")}</p>}
      />
      <Section id="platforms" title={t("self.platforms.title")} intro={<p>{t("self.platforms.intro")}</p>}>
        <ul className="resource-links">
          {PLATFORMS.map((platform) => (
            <li key={platform.key}>
              <article className="resource-link-card">
                <span
                  className="platform-card__logo"
                  style={{ background: platform.colour }}
                  aria-hidden="true"
                >
                  {t(`self.platforms.items.${platform.key}.name`).slice(0, 1)}
                </span>
                <h3>{t(`self.platforms.items.${platform.key}.name`)}</h3>
                <p>{t(`self.platforms.items.${platform.key}.text`)}</p>
                <Link to={resourceCategoryPath(platform.key)} className="card__more">
                  {t("self.platforms.guide", { name: t(`self.platforms.items.${platform.key}.name`) })}
                  <Icon name="arrowRight" size={18} />
                </Link>
              </article>
            </li>
          ))}
        </ul>
      </Section>
      <Section
        id="public-speaking"
        tone="sunken"
        eyebrow={t("self.speaking.eyebrow")}
        title={t("self.speaking.title")}
      >
        <div className="resource-section-grid">
          <FeaturedVideo
            resources={list}
            loading={resources.isPending}
            fallbackYouTubeId={FALLBACK_VIDEOS.publicSpeaking}
            fallbackTitle={t("self.speaking.fallbackTitle")}
          />
          <div>
            <p className="lead">{t("self.speaking.text")}</p>
            <h3>{t("self.speaking.listTitle")}</h3>
            {resources.isPending ? (
              <div className="stack">
                <Skeleton height="1rem" />
                <Skeleton height="1rem" width="80%" />
              </div>
            ) : list.length > 0 ? (
              <ResourceTitles resources={list} />
            ) : (
              <p>{resources.isError ? t("list.error") : t("self.speaking.empty")}</p>
            )}
          </div>
        </div>
      </Section>
      <Section
        id="ai-tools"
        eyebrow={t("self.ai.eyebrow")}
        title={t("self.ai.title")}
        intro={<p>{t("self.ai.intro")}</p>}
      >
        <Carousel
          label={t("self.ai.title")}
          items={AI_TOOLS}
          keyOf={(tool) => tool.id}
          renderSlide={(tool) => (
            <article className="ai-tool">
              <span className="ai-tool__logo" style={{ background: tool.colour }} aria-hidden="true">
                {t(`self.ai.items.${tool.key}.name`).slice(0, 1)}
              </span>
              <h3>{t(`self.ai.items.${tool.key}.name`)}</h3>
              <p>{t(`self.ai.items.${tool.key}.text`)}</p>
              <ExternalLink href={tool.link} className="card__more">
                {t("self.ai.seeMore")}
                <span className="visually-hidden">: {t(`self.ai.items.${tool.key}.name`)}</span>
              </ExternalLink>
            </article>
          )}
        />
      </Section>
    </>
  );
}
