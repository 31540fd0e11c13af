import { HEADER_SCREENS, type OpportunityKind } from "@btw/contracts";
import { useTranslation } from "react-i18next";
import { ButtonLink } from "../../../components/button.tsx";
import { Icon } from "../../../components/icon.tsx";
import { postOpportunityHref } from "../../../lib/submission-href.ts";

/**
 * "Post an opportunity" on a list page, the header's post link with the list's kind chosen (the form
 * asks a visitor without an account to sign up or sign in first, then comes back to it).
 */
export function PostOpportunityLink({ kind }: { kind: OpportunityKind }) {
  const { t } = useTranslation();
  return (
    <ButtonLink to={postOpportunityHref(kind)} variant="inverse" className="post-opportunity-link">
      <Icon name="plus" size={18} />
      {t(`nav.${HEADER_SCREENS.post.label}`)}
    </ButtonLink>
  );
}
