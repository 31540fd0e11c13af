import type { SaveWithFile } from "../../lib/use-edit-form.ts";

export interface OpportunityFormProps<Item> {
  /** The stored item when editing. */
  item?: Item;
  /** Sends the parsed values and a newly chosen photo. */
  onSave: SaveWithFile;
  cancelTo: string;
  submitLabel: string;
}
