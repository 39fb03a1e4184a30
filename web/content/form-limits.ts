// How long what a guest types into the public forms may be: the server's schemas refuse longer,
// and the forms' fields stop there (web/components/home/form-fields.tsx, web/components/reviews).
/** A guest's name on a review or a photo submission. */
export const GUEST_NAME_MAX_LENGTH = 100;
/** A review's words. */
export const REVIEW_COMMENT_MAX_LENGTH = 2000;
