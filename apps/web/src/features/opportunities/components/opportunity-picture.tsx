import placeholder from "../../../assets/placeholder-opportunity.svg?inline";
import { ResponsiveImage } from "../../../components/responsive-image.tsx";

/**
 * An opportunity card's picture, or the shared drawing when it has none. `priority`: the list's
 * first card, in the first screen, whose picture loads at once.
 */
export function OpportunityPicture({ src, priority = false }: { src: string | null; priority?: boolean }) {
  return (
    <ResponsiveImage src={src} fallback={placeholder} alt="" width={800} height={450} priority={priority} />
  );
}
