// The office block and social links of the footer (spec §2 "Footer").
export const company = {
  name: 'PT Denka Mitra Utama',
  address: ['Jl. Pluit Raya No. 12, Penjaringan', 'Jakarta Utara 14440, Indonesia'],
  phone: '(021) 6231 4455',
  phoneHref: 'tel:+622162314455',
  mapLink: 'https://www.google.com/maps/search/?api=1&query=Pluit%2C+Penjaringan%2C+Jakarta+Utara',
  copyrightYear: 2022,
  socials: [
    { network: 'Instagram', url: 'https://www.instagram.com/denka.id/' },
    { network: 'Facebook', url: 'https://www.facebook.com/denka.id/' },
    { network: 'Tiktok', url: 'https://www.tiktok.com/@denka.id' },
    { network: 'Linkedin', url: 'https://www.linkedin.com/company/denka-indonesia/' },
  ],
} as const;
