import type { StaffKind } from '../../../shared/contracts/platform/staff-member';

/**
 * The month demo's people: craftsmen and a second cashier without a login
 * (they work on the benches and at the counter; the manager records for
 * them), and the shop's customers, with the long names and addresses a
 * Cambodian gold shop's book holds: family name first, honorifics, a shop's
 * name for the wholesale buyers, Latin digits for house and street numbers.
 */
export const monthStaff: readonly { readonly nameKh: string; readonly nameEn: string; readonly kind: StaffKind; readonly branch: string; readonly phone: string }[] = [
  { nameKh: 'លោក ឈិន សុវណ្ណរិទ្ធ', nameEn: 'Chhin Sovannarith', kind: 'jeweller', branch: 'WS', phone: '012 604 118' },
  { nameKh: 'លោក ប្រាក់ សុខុម', nameEn: 'Prak Sokhom', kind: 'jeweller', branch: 'WS', phone: '016 772 305' },
  { nameKh: 'លោក អ៊ុក វណ្ណារ៉ា', nameEn: 'Ouk Vannara', kind: 'jeweller', branch: 'WS', phone: '097 318 2240' },
  { nameKh: 'កញ្ញា សឿង ស្រីល័ក្ខ', nameEn: 'Soeung Sreyleak', kind: 'jeweller', branch: 'WS', phone: '088 905 6612' },
  { nameKh: 'កញ្ញា ទេព ចាន់ម៉ូលីកា', nameEn: 'Tep Chanmolika', kind: 'cashier', branch: 'PP-TK', phone: '015 447 920' },
];

export interface MonthCustomer {
  readonly name: string;
  readonly phone: string;
  readonly address: string;
  readonly group: 'RETAIL' | 'VIP' | 'WHOLESALE' | null;
}

export const monthCustomers: readonly MonthCustomer[] = [
  {
    name: 'លោកជំទាវ ហេង សុវណ្ណារី (Lok Chumteav Heng Sovannary)',
    phone: '012 888 168',
    address: 'ផ្ទះលេខ 45B ផ្លូវ 271 សង្កាត់ទឹកល្អក់ទី3 ខណ្ឌទួលគោក រាជធានីភ្នំពេញ · No. 45B, Street 271, Sangkat Teuk L’ak III, Khan Toul Kork, Phnom Penh',
    group: 'VIP',
  },
  {
    name: 'ហាងមាស ស្រីនាង ផ្សារអូរឫស្សី (Sreyneang Gold Shop, Phsar Orussey)',
    phone: '017 222 909',
    address: 'តូបលេខ A-112 ផ្សារអូរឫស្សី ផ្លូវ 182 សង្កាត់អូរឫស្សីទី2 ខណ្ឌ7មករា · Stall A-112, Orussey Market, Street 182, Sangkat Orussey II, Khan 7 Makara',
    group: 'WHOLESALE',
  },
  {
    name: 'ហាងលក់គ្រឿងអលង្ការ ពេជ្រចរិយា តាខ្មៅ (Pich Chakriya Jewellery, Takhmao)',
    phone: '011 456 780',
    address: 'ផ្ទះលេខ 9 ផ្លូវជាតិលេខ 2 សង្កាត់តាក្ដុល ក្រុងតាខ្មៅ ខេត្តកណ្ដាល · No. 9, National Road 2, Sangkat Ta Kdol, Takhmao, Kandal',
    group: 'WHOLESALE',
  },
  { name: 'លោកស្រី ចាន់ សុភាព (Chan Sopheap)', phone: '092 331 045', address: 'ផ្ទះលេខ 18 ផ្លូវ 63 សង្កាត់បឹងកេងកងទី1 ខណ្ឌបឹងកេងកង · No. 18, Street 63, BKK I', group: 'VIP' },
  { name: 'លោក គឹម សុខហេង (Kim Sokheng)', phone: '010 902 314', address: 'បុរីប៉េងហួត បឹងស្នោរ ផ្ទះលេខ 27 ផ្លូវ 5 ខណ្ឌច្បារអំពៅ · Borey Peng Huoth Boeung Snor, house 27, street 5, Khan Chbar Ampov', group: 'RETAIL' },
  { name: 'អ្នកនាង ពៅ ស្រីល័ក្ខ (Pov Sreyleak)', phone: '096 777 3201', address: 'ភូមិព្រែកលៀប សង្កាត់ព្រែកលៀប ខណ្ឌជ្រោយចង្វារ · Prek Leap village, Khan Chroy Changvar', group: 'RETAIL' },
  { name: 'លោក ស៊ុន វណ្ណារ៉េត (Sun Vannareth)', phone: '012 350 770', address: 'ផ្ទះលេខ 112 មហាវិថីព្រះមុនីវង្ស សង្កាត់វាលវង់ ខណ្ឌ7មករា · No. 112, Preah Monivong Blvd, Veal Vong, 7 Makara', group: null },
  { name: 'លោកស្រី ទេព សុវណ្ណ (Tep Sovann)', phone: '077 630 118', address: 'ផ្ទះលេខ 3E0 ផ្លូវ 155 សង្កាត់ទួលទំពូងទី2 ខណ្ឌចំការមន · No. 3E0, Street 155, Toul Tompoung II, Chamkarmon', group: 'RETAIL' },
  { name: 'ឈឹម សុផល (Chhim Sophal)', phone: '085 210 944', address: 'ភូមិត្រពាំងឈូក សង្កាត់ទឹកថ្លា ខណ្ឌសែនសុខ · Trapeang Chhuk village, Teuk Thla, Sen Sok', group: null },
  { name: 'កញ្ញា នួន ស្រីពេជ្រ (Nuon Sreypich)', phone: '093 615 280', address: 'ផ្ទះលេខ 61 ផ្លូវ 360 សង្កាត់បឹងកេងកងទី3 · No. 61, Street 360, BKK III', group: 'RETAIL' },
  { name: 'លោក អ៊ុំ ចាន់ថា (Um Chantha)', phone: '012 909 554', address: 'ក្រុងតាខ្មៅ ខេត្តកណ្ដាល · Takhmao, Kandal', group: null },
  { name: 'លោកស្រី យឹម សុខា (Yim Sokha)', phone: '016 880 402', address: 'ផ្ទះលេខ 14 ផ្លូវ 598 សង្កាត់ច្រាំងចំរេះទី2 ខណ្ឌឫស្សីកែវ · No. 14, Street 598, Chrang Chamres II, Russey Keo', group: 'VIP' },
  { name: 'លោក ខៀវ សំណាង (Khiev Samnang)', phone: '011 300 668', address: 'ភូមិស្វាយប៉ាក ខណ្ឌឫស្សីកែវ · Svay Pak, Russey Keo', group: null },
  { name: 'អ្នកនាង ហ៊ុន ស្រីរ័ត្ន (Hun Sreyrath)', phone: '098 456 123', address: 'ផ្ទះលេខ 7 ផ្លូវ 19 សង្កាត់ជ័យជំនះ ខណ្ឌដូនពេញ · No. 7, Street 19, Chey Chumneah, Daun Penh', group: 'RETAIL' },
  { name: 'លោក ឡុង វិសាល (Long Visal)', phone: '017 404 909', address: 'បុរីកំពង់ស្ពឺ ផ្ទះលេខ B-33 ផ្លូវ 2004 ខណ្ឌសែនសុខ · Borey Kampong Speu, house B-33, Street 2004, Sen Sok', group: null },
  { name: 'កញ្ញា សំ រស្មី (Sam Reaksmey)', phone: '070 555 812', address: 'ផ្ទះលេខ 88 ផ្លូវ 432 សង្កាត់ទួលទំពូងទី1 · No. 88, Street 432, Toul Tompoung I', group: 'RETAIL' },
  { name: 'លោកស្រី ទូច ពិសី (Touch Pisey)', phone: '012 227 356', address: 'ភូមិបាក់ខែង សង្កាត់បាក់ខែង ខណ្ឌជ្រោយចង្វារ · Bak Kheng, Chroy Changvar', group: 'VIP' },
  { name: 'ប៉ែន សុធារី (Pen Sotheary)', phone: '089 114 207', address: 'ផ្ទះលេខ 21 ផ្លូវ 310 សង្កាត់បឹងកេងកងទី1 · No. 21, Street 310, BKK I', group: null },
  { name: 'លោក វ៉ាន់ ដាវីន (Van Davin)', phone: '092 808 415', address: 'ក្រុងសៀមរាប ខេត្តសៀមរាប ផ្ទះលេខ 5 ផ្លូវ 60 · No. 5, Street 60, Siem Reap town', group: 'RETAIL' },
  { name: 'កញ្ញា ជា ស្រីលីន (Chea Sreylin)', phone: '010 640 330', address: 'ផ្ទះលេខ 102 ផ្លូវ 2011 សង្កាត់កាកាប ខណ្ឌពោធិ៍សែនជ័យ · No. 102, Street 2011, Kakab, Por Senchey', group: null },
  { name: 'អ្នកស្រី សេង គន្ធា (Seng Kunthea)', phone: '015 900 747', address: 'ផ្សារដើមគរ ផ្លូវ 182 សង្កាត់ទឹកល្អក់ទី2 · Phsar Deum Kor, Street 182, Teuk L’ak II', group: 'WHOLESALE' },
  { name: 'លោក អ៊ឹង សុភារិទ្ធ (Ung Sophearith)', phone: '012 611 903', address: 'ផ្ទះលេខ 40 ផ្លូវ 51 សង្កាត់ផ្សារថ្មីទី3 ខណ្ឌដូនពេញ · No. 40, Street 51, Phsar Thmei III, Daun Penh', group: 'RETAIL' },
  { name: 'កញ្ញា ណុប ចន្ទ្រា (Nob Chandra)', phone: '081 303 515', address: 'ភូមិចំបក់ សង្កាត់ស្ពានថ្ម ខណ្ឌដង្កោ · Chambak village, Spean Thma, Dangkao', group: null },
  { name: 'លោក កែវ មុន្នីរ័ត្ន (Keo Monyrath)', phone: '099 221 604', address: 'ផ្ទះលេខ 9A ផ្លូវ 113 សង្កាត់បឹងកេងកងទី2 · No. 9A, Street 113, BKK II', group: 'RETAIL' },
  { name: 'លោកស្រី ប៊ុន ស្រីមុំ (Bun Sreymom)', phone: '012 777 045', address: 'ក្រុងបាត់ដំបង ខេត្តបាត់ដំបង ភូមិព្រែកមហាទេព · Prek Moha Tep, Battambang', group: 'VIP' },
  { name: 'ឌី សុវណ្ណដារ៉ា (Dy Sovandara)', phone: '078 650 290', address: 'ផ្ទះលេខ 16 ផ្លូវ 154 សង្កាត់ផ្សារកណ្ដាលទី2 · No. 16, Street 154, Phsar Kandal II', group: null },
  { name: 'លោក ហួត វណ្ណៈ (Huot Vannak)', phone: '016 414 808', address: 'ភូមិគោកឃ្លាង សង្កាត់គោកឃ្លាង ខណ្ឌសែនសុខ · Kouk Khleang, Sen Sok', group: 'RETAIL' },
  { name: 'អ្នកនាង លឹម ម៉ារីណា (Lim Marina)', phone: '093 808 127', address: 'ខុនដូ The Peak ជាន់ទី 23 មហាវិថីព្រះនរោត្តម · The Peak, 23rd floor, Norodom Blvd', group: 'VIP' },
  { name: 'Mrs Sophie Laurent (ស្រីសុភី)', phone: '077 901 222', address: 'No. 25, Street 294, BKK I, Phnom Penh (French Embassy staff quarters)', group: 'RETAIL' },
  { name: 'Mr Daniel Okafor', phone: '012 504 331', address: 'Apartment 4C, Street 51, Daun Penh, Phnom Penh', group: null },
];

/** A walk-in's old gold now and then comes from a seller whose name the voucher keeps in its note. */
export const buybackNotes: readonly string[] = [
  'Old necklace, broken clasp',
  'Grandmother’s earrings, one lost',
  'Worn 24K bangle',
  'Old ring, stone missing',
  'Bent bracelet',
  'Two old rings',
];
