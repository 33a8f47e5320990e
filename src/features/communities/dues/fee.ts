/** The annual fee in pence, as the member plan and the payment instructions state it. Its own module: the public plan card imports it without the dues code. */
export const MEMBER_FEE_PENCE = 2500
