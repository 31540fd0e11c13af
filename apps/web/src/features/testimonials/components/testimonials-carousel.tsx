import type { Testimonial } from "@btw/contracts";
import { useTranslation } from "react-i18next";
import avatarPlaceholder from "../../../assets/avatar-placeholder.svg?inline";
import { Carousel } from "../../../components/carousel/carousel.tsx";
import { EmptyState } from "../../../components/empty-state.tsx";
import { ResponsiveImage } from "../../../components/responsive-image.tsx";
import { Skeleton } from "../../../components/skeleton.tsx";
import { describeError } from "../../../lib/errors.ts";
import { useTestimonials } from "../api/get-testimonials.ts";
import "./testimonials.css";
import { useFieldLang } from "../../../lib/content-language.tsx";

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const lang = useFieldLang(testimonial);
  return (
    <figure className="testimonial">
      <svg className="testimonial__quote" viewBox="0 0 32 24" width="32" height="24" aria-hidden="true">
        <path
          d="M0 24V14C0 6 4 1 12 0l1 4c-4 1-6 4-6 8h5v12zm19 0V14c0-8 4-13 12-14l1 4c-4 1-6 4-6 8h5v12z"
          fill="#f0b73a"
        />
      </svg>
      <blockquote className="testimonial__text">
        <p {...lang("clients_say")}>{testimonial.clients_say}</p>
      </blockquote>
      <figcaption className="testimonial__who">
        <ResponsiveImage
          src={testimonial.photo}
          fallback={avatarPlaceholder}
          alt=""
          width={56}
          height={56}
          sizes="56px"
          className="testimonial__photo"
        />
        <cite>{testimonial.full_Name}</cite>
      </figcaption>
    </figure>
  );
}

export function TestimonialsCarousel({ label }: { label: string }) {
  const { t } = useTranslation("home");
  const testimonials = useTestimonials();
  if (testimonials.isPending) {
    return (
      <div className="testimonials-skeleton" role="status" aria-busy="true">
        <span className="visually-hidden">{t("common:status.loading")}</span>
        {[0, 1, 2].map((key) => (
          <div key={key} className="testimonial">
            <Skeleton height="1rem" />
            <Skeleton height="1rem" />
            <Skeleton height="1rem" width="70%" />
            <Skeleton height="3.5rem" width="60%" radius="999px" />
          </div>
        ))}
      </div>
    );
  }
  if (testimonials.isError) {
    return (
      <EmptyState tone="error" title={t("testimonials.error")}>
        {describeError(t, testimonials.error)}
      </EmptyState>
    );
  }
  const items = testimonials.data.testimonials;
  if (items.length === 0) return <EmptyState title={t("testimonials.empty")} />;
  return (
    <Carousel
      label={label}
      items={items}
      keyOf={(item) => item.id}
      renderSlide={(item) => <TestimonialCard testimonial={item} />}
    />
  );
}
