/** The funnel steps every campaign and channel row carries, in funnel order. */
export const FUNNEL_STEPS = ['sent', 'delivered', 'opened', 'clicked', 'converted'] as const;
