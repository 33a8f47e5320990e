// The two messages the portal's auth flows send, in Lithuanian like the rest of the product.

/**
 * @typedef {{ to: string, link: string }} MailRequest
 * @typedef {{ to: string, subject: string, text: string, links: string[] }} Mail
 */

/** @param {MailRequest} request @returns {Mail} */
export function confirmationMail({ to, link }) {
  return {
    to,
    subject: 'Patvirtinkite savo el. pašto adresą',
    text: `Sveiki!\n\nNorėdami baigti registraciją portale „Lietuviai JK“, atidarykite šią nuorodą:\n${link}\n\nJei registravotės ne jūs, šį laišką ignoruokite.`,
    links: [link],
  }
}

/** @param {MailRequest} request @returns {Mail} */
export function recoveryMail({ to, link }) {
  return {
    to,
    subject: 'Slaptažodžio atkūrimas',
    text: `Sveiki!\n\nGavome prašymą atkurti jūsų slaptažodį. Naujam slaptažodžiui nustatyti atidarykite nuorodą:\n${link}\n\nNuoroda galioja 1 valandą. Jei slaptažodžio nekeitėte, šį laišką ignoruokite.`,
    links: [link],
  }
}
