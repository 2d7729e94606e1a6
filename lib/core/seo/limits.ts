/** Longest <title> search results show in full. */
export const TITLE_MAX = 60;
/** Shortest meta description that says something specific, and the longest shown unclipped. */
export const DESCRIPTION_MIN = 70;
export const DESCRIPTION_MAX = 160;
