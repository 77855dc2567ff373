import env from '#start/env'

/*
| The product and the company behind it. Everything a page shows about the company comes from
| here, so a rebrand or a new address is a configuration change, never a code change.
*/
const productConfig = {
  name: env.get('PRODUCT_NAME', 'Codeva'),
  company: {
    name: env.get('COMPANY_NAME', 'Codeva s.r.o.'),
    address: env.get('COMPANY_ADDRESS', 'Mlynské nivy 5, 821 09 Bratislava, Slovakia'),
    registrationNumber: env.get('COMPANY_REGISTRATION_NUMBER', '12 345 678'),
    vatNumber: env.get('COMPANY_VAT_NUMBER', 'SK2123456789'),
    email: env.get('COMPANY_EMAIL', 'hello@codeva.example'),
    phone: env.get('COMPANY_PHONE', '+421 900 123 456'),
  },
}

export type ProductConfig = typeof productConfig
export default productConfig
