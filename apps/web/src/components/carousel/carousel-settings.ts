// How the site's carousels move (spec: the testimonial and partner sliders).
export const CAROUSEL_SETTINGS = {
  dots: true,
  arrows: false,
  infinite: true,
  speedMs: 500,
  autoplayIntervalMs: 2000,
  slidesToScroll: 1,
  pauseOnHover: true,
  pauseOnFocus: true,
  /** Slides shown: above 1024 px, at or under 1024 px, at or under 640 px. */
  slidesToShow: { wide: 3, atOrUnder1024: 2, atOrUnder640: 1 },
} as const;
