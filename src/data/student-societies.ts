export type StudentSociety = {
  id: string
  location: string
  name: string
  leader: string
  /** 'Prezidentas', 'Prezidentė' or 'Vadovas'. */
  leaderTitle: string
  address: string
  email: string
  website?: string
  facebook?: string
  linkedin?: string
}

/** 11 Lithuanian student societies by city. Contact details are fictional. */
export const studentSocieties: readonly StudentSociety[] = [
  { id: 'ucl', location: 'Londonas', name: 'UCL lietuvių draugija', leader: 'Ugnė Kairytė', leaderTitle: 'Prezidentė', address: 'Student Centre, Gower Street, Londonas', email: 'ucl-lt@example.org', website: 'https://ucl-lt.example.org', facebook: 'https://facebook.example.org/ucl-lt', linkedin: 'https://linkedin.example.org/ucl-lt' },
  { id: 'kcl', location: 'Londonas', name: 'King’s College lietuvių draugija', leader: 'Matas Urbonas', leaderTitle: 'Prezidentas', address: 'Bush House, Strand, Londonas', email: 'kcl-lt@example.org', website: 'https://kcl-lt.example.org', facebook: 'https://facebook.example.org/kcl-lt' },
  { id: 'lse', location: 'Londonas', name: 'LSE Baltijos šalių draugija', leader: 'Emilija Norvaišaitė', leaderTitle: 'Prezidentė', address: 'Saw Swee Hock Centre, Londonas', email: 'lse-baltic@example.org', linkedin: 'https://linkedin.example.org/lse-baltic' },
  { id: 'oxford', location: 'Oksfordas', name: 'Oksfordo universiteto lietuvių draugija', leader: 'Dominykas Šeduikis', leaderTitle: 'Prezidentas', address: 'Oxford Union, Oksfordas', email: 'oxford-lt@example.org', website: 'https://oxford-lt.example.org', facebook: 'https://facebook.example.org/oxford-lt', linkedin: 'https://linkedin.example.org/oxford-lt' },
  { id: 'cambridge', location: 'Kembridžas', name: 'Kembridžo universiteto lietuvių draugija', leader: 'Gabija Vaitkutė', leaderTitle: 'Prezidentė', address: 'University Centre, Kembridžas', email: 'cambridge-lt@example.org', website: 'https://cambridge-lt.example.org', facebook: 'https://facebook.example.org/cambridge-lt' },
  { id: 'manchester', location: 'Mančesteris', name: 'Mančesterio universiteto lietuvių draugija', leader: 'Lukas Petrulis', leaderTitle: 'Prezidentas', address: 'Students’ Union, Oxford Road, Mančesteris', email: 'manchester-lt@example.org', facebook: 'https://facebook.example.org/manchester-lt' },
  { id: 'edinburgh', location: 'Edinburgas', name: 'Edinburgo universiteto lietuvių draugija', leader: 'Austėja Rimkutė', leaderTitle: 'Prezidentė', address: 'Teviot Row House, Edinburgas', email: 'edinburgh-lt@example.org', website: 'https://edinburgh-lt.example.org', linkedin: 'https://linkedin.example.org/edinburgh-lt' },
  { id: 'glasgow', location: 'Glazgas', name: 'Glazgo universiteto lietuvių draugija', leader: 'Kajus Baranauskas', leaderTitle: 'Vadovas', address: 'Glasgow University Union, Glazgas', email: 'glasgow-lt@example.org', facebook: 'https://facebook.example.org/glasgow-lt' },
  { id: 'warwick', location: 'Koventris', name: 'Vorviko universiteto lietuvių draugija', leader: 'Rugilė Stankutė', leaderTitle: 'Prezidentė', address: 'Students’ Union, Koventris', email: 'warwick-lt@example.org', website: 'https://warwick-lt.example.org' },
  { id: 'nottingham', location: 'Notingemas', name: 'Notingemo universiteto lietuvių draugija', leader: 'Nojus Kavaliauskas', leaderTitle: 'Prezidentas', address: 'Portland Building, Notingemas', email: 'nottingham-lt@example.org', facebook: 'https://facebook.example.org/nottingham-lt' },
  { id: 'leeds', location: 'Lidsas', name: 'Lidso universiteto lietuvių draugija', leader: 'Liepa Jokubaitytė', leaderTitle: 'Vadovė', address: 'Leeds University Union, Lidsas', email: 'leeds-lt@example.org', linkedin: 'https://linkedin.example.org/leeds-lt' },
]
