/**
 * Deep links into a list (a layout section's `itemRoute`, e.g. turtas/{rusis}/{turtasID}):
 * the view that owns the URL passes the segments after the section id and a way to change them.
 */
export interface ItemRouting {
  /** item properties named by the route, in order (["rusis", "turtasID"]) */
  itemRoute: string[];
  /** the segments of the current URL after the section id ([] when no item is open) */
  segments: string[];
  /** opens the item the segments name, or (null) goes back to the list */
  go: (segments: string[] | null) => void;
}
