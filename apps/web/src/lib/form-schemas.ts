// The checks of the public site's forms: the contracts' zod schemas, exactly the rules the API
// applies. A chunk of their own (with zod), loaded when a form is first used (lib/forms.ts), so a
// page with a form does not build every schema before it answers its first tap.
export {
  contactMessageInputSchema,
  donationRequestSchema,
  feedbackInputSchema,
  resumeInputSchema,
} from "@btw/contracts";
