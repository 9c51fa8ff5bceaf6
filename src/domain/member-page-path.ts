/**
 * Where a member's script sends a signed-in page's answers to have it rendered (decision record
 * 21). Apart from its schema, so that the script does not bring zod.
 */
export const MEMBER_PAGE_RENDERER = '/member-page';
