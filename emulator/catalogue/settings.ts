/** Catalogue settings as getProductSettings returns them (2.2), and the seed the emulator starts with. */

export interface Label {
  locale: string;
  value: string;
}

export type AttributeType =
  | 'text'
  | 'textarea'
  | 'number'
  | 'simpleselect'
  | 'multiselect'
  | 'boolean'
  | 'date'
  | 'price'
  | 'image';

export interface AttributeSetting {
  availableLocales: string[];
  isLocaleSpecific: boolean;
  localizable: boolean;
  scopable: boolean;
  code: string;
  type: AttributeType;
  group: string;
  isUnique: boolean;
  label: Label[];
  /** Null where the type has no length limit (numbers, selects, booleans, dates, prices). */
  maxCharacters: number | null;
  /** Used when `validationRule` is `regexp`; empty otherwise. */
  validationRegexp: string;
  /** `regexp`, `url`, `email`, or empty for none. */
  validationRule: string;
}

interface AttributeOptionList {
  code: string;
  options: { code: string; label: Label[] }[];
}

interface FamilyVariant {
  code: string;
  label: Label[];
  axes: string[];
  attributes: string[];
}

export interface Family {
  code: string;
  label: Label[];
  attributeAsLabel: string;
  attributeAsImage: string;
  attributes: { attribute: string; requiredChannels: string[] }[];
  variants: FamilyVariant[];
}

interface GroupType {
  code: string;
  isVariant: boolean;
  label: Label[];
}

interface Group {
  code: string;
  type: string;
  label: Label[];
}

export interface ProductSettings {
  attributes: AttributeSetting[];
  attributeOptions: AttributeOptionList[];
  families: Family[];
  attributeGroups: { code: string; label: Label[] }[];
  groupTypes: GroupType[];
  groups: Group[];
}

export const LOCALES = ['en_US', 'de_DE', 'fr_FR', 'tr_TR'] as const;
export const CHANNELS = ['ecommerce', 'mobile'] as const;

/** Labels in English and German: `l('Name', 'Name')`. */
const l = (en: string, de: string): Label[] => [
  { locale: 'en_US', value: en },
  { locale: 'de_DE', value: de },
];

function attribute(
  code: string,
  type: AttributeType,
  group: string,
  label: Label[],
  options: Partial<Omit<AttributeSetting, 'code' | 'type' | 'group' | 'label'>> = {},
): AttributeSetting {
  const textual = type === 'text' || type === 'textarea' || type === 'image';
  return {
    availableLocales: [...LOCALES],
    isLocaleSpecific: false,
    localizable: false,
    scopable: false,
    code,
    type,
    group,
    isUnique: false,
    label,
    maxCharacters: textual ? 255 : null,
    validationRegexp: '',
    validationRule: '',
    ...options,
  };
}

const options = (code: string, values: [string, string, string][]): AttributeOptionList => ({
  code,
  options: values.map(([option, en, de]) => ({ code: option, label: l(en, de) })),
});

const required = (attribute: string, ...requiredChannels: string[]) => ({ attribute, requiredChannels });

/** A fresh copy of the seed settings: realistic enough to exercise every validation of upsertProduct. */
export function seedSettings(): ProductSettings {
  return {
    attributes: [
      attribute('name', 'text', 'marketing', l('Name', 'Name'), { localizable: true, maxCharacters: 120 }),
      attribute('description', 'textarea', 'marketing', l('Description', 'Beschreibung'), {
        localizable: true,
        scopable: true,
        maxCharacters: 2000,
      }),
      attribute('legal_notice', 'textarea', 'marketing', l('Legal notice', 'Rechtlicher Hinweis'), {
        localizable: true,
        isLocaleSpecific: true,
        availableLocales: ['de_DE', 'fr_FR'],
        maxCharacters: 500,
      }),
      attribute('ean', 'text', 'technical', l('EAN', 'EAN'), {
        isUnique: true,
        maxCharacters: 13,
        validationRule: 'regexp',
        validationRegexp: '^[0-9]{13}$',
      }),
      attribute('brand', 'simpleselect', 'marketing', l('Brand', 'Marke')),
      attribute('color', 'simpleselect', 'technical', l('Color', 'Farbe')),
      attribute('size', 'simpleselect', 'technical', l('Size', 'Größe')),
      attribute('materials', 'multiselect', 'technical', l('Materials', 'Materialien')),
      attribute('weight', 'number', 'technical', l('Weight (g)', 'Gewicht (g)')),
      attribute('waterproof', 'boolean', 'technical', l('Waterproof', 'Wasserdicht')),
      attribute('release_date', 'date', 'marketing', l('Release date', 'Erscheinungsdatum')),
      attribute('price', 'price', 'pricing', l('Price', 'Preis'), { scopable: true }),
      attribute('image', 'image', 'media', l('Image', 'Bild'), { validationRule: 'url', maxCharacters: 500 }),
      attribute('support_email', 'text', 'technical', l('Support e-mail', 'Support-E-Mail'), {
        validationRule: 'email',
        maxCharacters: 120,
      }),
    ],
    attributeOptions: [
      options('brand', [
        ['acme', 'Acme', 'Acme'],
        ['globex', 'Globex', 'Globex'],
        ['initech', 'Initech', 'Initech'],
        ['umbrella', 'Umbrella', 'Umbrella'],
      ]),
      options('color', [
        ['RED', 'Red', 'Rot'],
        ['BLUE', 'Blue', 'Blau'],
        ['GREEN', 'Green', 'Grün'],
        ['BLACK', 'Black', 'Schwarz'],
        ['WHITE', 'White', 'Weiß'],
      ]),
      options('size', [
        ['S', 'Small', 'Klein'],
        ['M', 'Medium', 'Mittel'],
        ['L', 'Large', 'Groß'],
        ['XL', 'Extra large', 'Extra groß'],
      ]),
      options('materials', [
        ['cotton', 'Cotton', 'Baumwolle'],
        ['polyester', 'Polyester', 'Polyester'],
        ['leather', 'Leather', 'Leder'],
        ['aluminium', 'Aluminium', 'Aluminium'],
        ['plastic', 'Plastic', 'Kunststoff'],
      ]),
    ],
    families: [
      {
        code: 'clothing',
        label: l('Clothing', 'Bekleidung'),
        attributeAsLabel: 'name',
        attributeAsImage: 'image',
        attributes: [
          required('name', 'ecommerce', 'mobile'),
          required('description', 'ecommerce'),
          required('brand'),
          required('color'),
          required('size'),
          required('materials'),
          required('ean'),
          required('price', 'ecommerce'),
          required('image'),
        ],
        variants: [
          { code: 'clothing_by_color', label: l('By color', 'Nach Farbe'), axes: ['color'], attributes: ['color', 'ean', 'image'] },
          {
            code: 'clothing_by_color_size',
            label: l('By color and size', 'Nach Farbe und Größe'),
            axes: ['color', 'size'],
            attributes: ['color', 'size', 'ean'],
          },
        ],
      },
      {
        code: 'shoes',
        label: l('Shoes', 'Schuhe'),
        attributeAsLabel: 'name',
        attributeAsImage: 'image',
        attributes: [
          required('name', 'ecommerce', 'mobile'),
          required('description', 'ecommerce'),
          required('brand'),
          required('size'),
          required('materials'),
          required('waterproof'),
          required('ean'),
          required('price', 'ecommerce', 'mobile'),
          required('image'),
        ],
        variants: [{ code: 'shoes_by_size', label: l('By size', 'Nach Größe'), axes: ['size'], attributes: ['size', 'ean'] }],
      },
      {
        code: 'electronics',
        label: l('Electronics', 'Elektronik'),
        attributeAsLabel: 'name',
        attributeAsImage: 'image',
        attributes: [
          required('name', 'ecommerce', 'mobile'),
          required('description', 'ecommerce'),
          required('legal_notice'),
          required('brand'),
          required('color'),
          required('weight'),
          required('waterproof'),
          required('release_date'),
          required('ean'),
          required('price', 'ecommerce', 'mobile'),
          required('image'),
          required('support_email'),
        ],
        variants: [],
      },
    ],
    attributeGroups: [
      { code: 'marketing', label: l('Marketing', 'Marketing') },
      { code: 'technical', label: l('Technical', 'Technik') },
      { code: 'pricing', label: l('Pricing', 'Preise') },
      { code: 'media', label: l('Media', 'Medien') },
    ],
    groupTypes: [
      { code: 'RELATED', isVariant: false, label: l('Related', 'Verwandt') },
      { code: 'X_SELL', isVariant: false, label: l('Cross sell', 'Cross-Selling') },
      { code: 'PROMOTION', isVariant: false, label: l('Promotion', 'Aktion') },
    ],
    groups: [
      { code: 'summer_sale', type: 'PROMOTION', label: l('Summer sale', 'Sommerschlussverkauf') },
      { code: 'new_arrivals', type: 'PROMOTION', label: l('New arrivals', 'Neuheiten') },
      { code: 'bestsellers', type: 'X_SELL', label: l('Bestsellers', 'Bestseller') },
      { code: 'outdoor', type: 'RELATED', label: l('Outdoor', 'Outdoor') },
    ],
  };
}
