import { useTranslation } from "react-i18next";
import { ButtonLink } from "../../../components/button.tsx";
import { FeaturedVideo } from "../../../components/featured-video.tsx";
import { Section } from "../../../components/section.tsx";
import { HOW_TO_APPLY_VIDEOS, useResourcesByType } from "../../../lib/get-resources-by-type.ts";
import { FALLBACK_VIDEOS } from "../../../lib/site-config.ts";
import "./how-to-apply.css";

interface HowToApplyProps {
  /** Catalog namespace and key prefix of the texts (eyebrow, title, intro, steps, cta, videoTitle). */
  namespace: string;
  prefix?: string;
  ctaTo: string;
}

/** "How to apply": steps beside a video that loads only when played. */
export function HowToApply({ namespace, prefix = "howToApply", ctaTo }: HowToApplyProps) {
  const { t } = useTranslation(namespace);
  const videos = useResourcesByType(HOW_TO_APPLY_VIDEOS);
  const steps = t(`${prefix}.steps`, { returnObjects: true }) as string[];
  return (
    <Section id="how-to-apply" eyebrow={t(`${prefix}.eyebrow`)} title={t(`${prefix}.title`)}>
      <div className="how-to-apply">
        <div className="how-to-apply__text">
          <p className="lead">{t(`${prefix}.intro`)}</p>
          <ol className="how-to-apply__steps">
            {steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <ButtonLink to={ctaTo}>{t(`${prefix}.cta`)}</ButtonLink>
        </div>
        <FeaturedVideo
          resources={videos.data?.resources}
          loading={videos.isPending}
          fallbackYouTubeId={FALLBACK_VIDEOS.howToApply}
          fallbackTitle={t(`${prefix}.videoTitle`)}
        />
      </div>
    </Section>
  );
}
