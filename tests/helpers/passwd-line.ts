/**
 * A line of /etc/passwd (`root:x:0:0:…`): what a read outside the uploads folder would show. A page's
 * stylesheet may well contain `:root:`, so the bare word is no sign.
 */
export const PASSWD_LINE = /root:[^:\n]*:0:0:/;
