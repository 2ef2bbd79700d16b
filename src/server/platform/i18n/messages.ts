/**
 * Server-side messages, in both languages. Error responses carry the code and
 * the message rendered in the request's locale (Accept-Language).
 */
export type Locale = 'kh' | 'en';

const catalogue = {
  'validation.failed': { en: 'Some fields are not valid', kh: 'ព័ត៌មានខ្លះមិនត្រឹមត្រូវ' },
  'validation.required': { en: 'Required', kh: 'ត្រូវតែបំពេញ' },
  'validation.needInput': { en: 'Need input', kh: 'ត្រូវបញ្ចូល' },
  'validation.needPick': { en: 'Need pick', kh: 'ត្រូវជ្រើសរើស' },
  'validation.needToFill': { en: 'Need to fill', kh: 'ត្រូវបំពេញ' },
  'validation.numbersOnly': { en: 'Numbers only', kh: 'លេខតែប៉ុណ្ណោះ' },
  'validation.integerOnly': { en: 'Integer only', kh: 'ចំនួនគត់តែប៉ុណ្ណោះ' },
  'validation.invalidType': { en: 'Must be {expected}', kh: 'ត្រូវតែជា {expected}' },
  'validation.cannotBeSmallerThan': { en: 'Cannot be smaller than {min}', kh: 'មិនអាចតូចជាង {min} ទេ' },
  'validation.cannotBeBiggerThan': { en: 'Cannot be bigger than {max}', kh: 'មិនអាចធំជាង {max} ទេ' },
  'validation.haveToBeBiggerThan': { en: 'Have to be bigger than {min}', kh: 'ត្រូវតែធំជាង {min}' },
  'validation.minLength': { en: 'Minimum length is {min}', kh: 'ប្រវែងអប្បបរមាគឺ {min}' },
  'validation.maxLength': { en: 'Maximum length is {max}', kh: 'ប្រវែងអតិបរមាគឺ {max}' },
  'validation.exactLength': { en: 'Length must be exactly {length}', kh: 'ប្រវែងត្រូវតែ {length}' },
  'validation.chooseAtLeastOne': { en: 'Choose at least one', kh: 'ជ្រើសរើសយ៉ាងហោចណាស់មួយ' },
  'validation.invalidFormat': { en: 'Invalid format', kh: 'ទម្រង់មិនត្រឹមត្រូវ' },
  'validation.noNul': { en: 'Must not contain a NUL character', kh: 'មិនអាចមានតួអក្សរ NUL បានទេ' },
  'validation.brokenCharacter': { en: 'Contains a broken character', kh: 'មានតួអក្សរខូច' },
  'validation.refusedByDatabase': {
    en: 'A value in the request cannot be stored: a number too big, or text or a date it cannot read',
    kh: 'តម្លៃមួយក្នុងសំណើមិនអាចរក្សាទុកបានទេ៖ លេខធំពេក ឬអក្សរ ឬកាលបរិច្ឆេទដែលមិនអាចអានបាន',
  },
  'validation.validEmail': { en: 'Must be a valid email', kh: 'ត្រូវតែជាអ៊ីមែលត្រឹមត្រូវ' },
  'validation.invalidValue': { en: 'Not one of the allowed values', kh: 'មិនមែនជាតម្លៃដែលអនុញ្ញាត' },
  'validation.unknownField': { en: 'Unknown field', kh: 'វាលមិនស្គាល់' },
  'validation.badJson': { en: 'The request body is not valid JSON', kh: 'ទិន្នន័យស្នើសុំមិនមែនជា JSON ត្រឹមត្រូវ' },
  'validation.tooLarge': { en: 'The request is too large', kh: 'សំណើធំពេក' },
  'validation.badPath': { en: 'This address cannot be read: it is too long or broken', kh: 'អាសយដ្ឋាននេះមិនអាចអានបានទេ៖ វាវែងពេក ឬខូច' },
  'auth.required': { en: 'Please sign in', kh: 'សូមចូលប្រើប្រាស់' },
  'auth.forbidden': { en: 'You are not allowed to do this', kh: 'អ្នកមិនមានសិទ្ធិធ្វើការនេះទេ' },
  'auth.invalidCredentials': { en: 'Wrong user name or password', kh: 'ឈ្មោះអ្នកប្រើ ឬពាក្យសម្ងាត់មិនត្រឹមត្រូវ' },
  'auth.tooManyAttempts': {
    en: 'Too many attempts; try again in a minute',
    kh: 'ព្យាយាមច្រើនដងពេក សូមព្យាយាមម្តងទៀតក្នុងរយៈពេលមួយនាទី',
  },
  'auth.lockedForUntrustedDevices': {
    en: 'Too many wrong passwords for this account: sign-in from a new device is paused for {minutes} min. A device that signed in to it before can still sign in',
    kh: 'ពាក្យសម្ងាត់ខុសច្រើនដងពេកសម្រាប់គណនីនេះ៖ ការចូលពីឧបករណ៍ថ្មីត្រូវបានផ្អាករយៈពេល {minutes} នាទី។ ឧបករណ៍ដែលធ្លាប់ចូលគណនីនេះពីមុន នៅតែអាចចូលបាន',
  },
  'auth.linkInvalid': {
    en: 'This sign-in code has expired or was already used',
    kh: 'កូដចូលនេះផុតកំណត់ ឬត្រូវបានប្រើរួចហើយ',
  },
  'auth.userInactive': { en: 'This account is deactivated', kh: 'គណនីនេះត្រូវបានបិទ' },
  'board.linkRequired': {
    en: 'This board opens only with the link the shop owner made for it',
    kh: 'ផ្ទាំងតម្លៃមាសនេះបើកបានតែតាមតំណដែលម្ចាស់ហាងបានបង្កើតសម្រាប់វាប៉ុណ្ណោះ',
  },
  'board.linkUnknown': {
    en: 'This board link is not known: ask the shop owner for the right one',
    kh: 'តំណផ្ទាំងតម្លៃមាសនេះមិនស្គាល់ទេ៖ សូមសុំតំណត្រឹមត្រូវពីម្ចាស់ហាង',
  },
  'board.linkRevoked': {
    en: 'This board link was turned off by the shop owner',
    kh: 'តំណផ្ទាំងតម្លៃមាសនេះត្រូវបានម្ចាស់ហាងបិទហើយ',
  },
  'board.linkAlreadyRevoked': { en: 'This board link is already turned off', kh: 'តំណផ្ទាំងតម្លៃមាសនេះត្រូវបានបិទរួចហើយ' },
  'auth.crossSite': { en: 'Request refused: not from this site', kh: 'សំណើត្រូវបានបដិសេធ៖ មិនមែនពីគេហទំព័រនេះ' },
  notFound: { en: 'Not found: {what}', kh: 'រកមិនឃើញ៖ {what}' },
  routeNotFound: { en: 'Page Not Found: {path}', kh: 'រកមិនឃើញទំព័រ៖ {path}' },
  'conflict.duplicate': { en: 'This {what} already exists', kh: '{what} នេះមានរួចហើយ' },
  'conflict.changedMeanwhile': {
    en: 'Someone changed this at the same time; please try again',
    kh: 'មានអ្នកផ្សេងកែប្រែវាក្នុងពេលតែមួយ សូមព្យាយាមម្តងទៀត',
  },
  'backups.running': { en: 'A backup is being made now; wait for it to finish', kh: 'កំពុងបម្រុងទុកទិន្នន័យ សូមរង់ចាំឱ្យវាចប់សិន' },
  'backups.notConfigured': {
    en: 'Choose the backup folder first, and save',
    kh: 'សូមជ្រើសថតសម្រាប់បម្រុងទុកជាមុនសិន ហើយរក្សាទុក',
  },
  'backups.folderMissing': {
    en: 'There is no folder {folder} on the server machine: plug in the drive, or create the folder, then save again',
    kh: 'គ្មានថត {folder} នៅលើម៉ាស៊ីនមេទេ៖ សូមដោតឧបករណ៍ផ្ទុក ឬបង្កើតថតនោះ រួចរក្សាទុកម្តងទៀត',
  },
  'backups.folderNotWritable': {
    en: 'Atelier cannot write in {folder}: give it the right to write there, or choose another folder. Nothing was saved',
    kh: 'អាតេលីយេមិនអាចសរសេរក្នុងថត {folder} បានទេ៖ សូមផ្ដល់សិទ្ធិសរសេរ ឬជ្រើសថតផ្សេង។ មិនបានរក្សាទុកអ្វីទេ',
  },
  'backups.diskFull': {
    en: 'The drive of {folder} is full: free some space or choose another folder. Nothing was saved',
    kh: 'ឧបករណ៍ផ្ទុកនៃថត {folder} ពេញហើយ៖ សូមលុបឯកសារខ្លះ ឬជ្រើសថតផ្សេង។ មិនបានរក្សាទុកអ្វីទេ',
  },
  'idempotency.inProgress': { en: 'The same request is still running', kh: 'សំណើដូចគ្នានៅកំពុងដំណើរការ' },
  'idempotency.keyReused': {
    en: 'This idempotency key was used for a different request',
    kh: 'កូន​សោ​ idempotency នេះត្រូវបានប្រើសម្រាប់សំណើផ្សេង',
  },
  'platform.lastOwner': {
    en: 'The last active owner cannot be deactivated',
    kh: 'មិនអាចបិទម្ចាស់ហាងចុងក្រោយដែលនៅសកម្មបានទេ',
  },
  'uploads.notAPhoto': {
    en: '{name} is not a photo: send a JPEG, PNG, WebP or AVIF image',
    kh: '{name} មិនមែនជារូបថតទេ៖ សូមផ្ញើរូបភាព JPEG, PNG, WebP ឬ AVIF',
  },
  'uploads.photoTooLarge': {
    en: '{name} is too large: a photo may be at most {maxMb} MB',
    kh: '{name} ធំពេក៖ រូបថតមួយអាចមានទំហំយ៉ាងច្រើន {maxMb} MB',
  },
  'uploads.tooManyPixels': {
    en: '{name} has too many pixels: at most {maxMegapixels} megapixels',
    kh: '{name} មានភីកសែលច្រើនពេក៖ យ៉ាងច្រើន {maxMegapixels} មេហ្គាភីកសែល',
  },
  'export.tooManyRows': {
    en: 'This list has {count} rows; an export holds at most {cap}. Narrow the filters (a shorter period, one branch) and export again',
    kh: 'បញ្ជីនេះមាន {count} ជួរ ការនាំចេញមួយអាចមានយ៉ាងច្រើន {cap} ជួរ។ សូមបង្រួមតម្រង (រយៈពេលខ្លីជាងនេះ សាខាមួយ) ហើយនាំចេញម្តងទៀត',
  },
  'uploads.tooManyPhotos': {
    en: 'At most {max} photos at a time',
    kh: 'យ៉ាងច្រើន {max} រូបក្នុងមួយលើក',
  },
  'uploads.photoRequired': { en: 'Need at least a photo', kh: 'ត្រូវការរូបថតយ៉ាងហោចណាស់មួយ' },
  'uploads.badForm': {
    en: 'The upload was cut off or is malformed; please try again',
    kh: 'ការផ្ទុកឡើងត្រូវបានកាត់ផ្តាច់ ឬខូចទម្រង់ សូមព្យាយាមម្តងទៀត',
  },
  'platform.unknownSetting': { en: 'Unknown setting {key}', kh: 'មិនស្គាល់ការកំណត់ {key}' },
  'materials.overdraft': {
    en: 'Not enough metal: {holder} holds less than {mg} mg of {material}',
    kh: 'លោហៈមិនគ្រប់គ្រាន់៖ {holder} មានតិចជាង {mg} មីលីក្រាម នៃ {material}',
  },
  'materials.bidAboveAsk': { en: 'The buying rate cannot be above the selling rate', kh: 'តម្លៃទិញចូលមិនអាចលើសតម្លៃលក់ចេញបានទេ' },
  'materials.rateZero': { en: 'A rate must be above zero', kh: 'តម្លៃមាសត្រូវតែធំជាងសូន្យ' },
  'materials.premiumMakesRateNegative': {
    en: "The material's premium makes this rate negative",
    kh: 'ថ្លៃបន្ថែមរបស់ប្រភេទមាសនេះធ្វើឱ្យតម្លៃនេះតិចជាងសូន្យ',
  },
  'materials.rateRequired': { en: "Type this material's selling and buying rates", kh: 'សូមវាយតម្លៃលក់ចេញ និងតម្លៃទិញចូលរបស់ប្រភេទមាសនេះ' },
  'materials.baseIsTyped': {
    en: "The base metal's rate is the one typed above",
    kh: 'តម្លៃរបស់លោហៈគោល គឺជាតម្លៃដែលបានវាយខាងលើ',
  },
  'materials.rateLineMissing': {
    en: 'Every active material needs a line: {code} is missing',
    kh: 'ប្រភេទមាសសកម្មនីមួយៗត្រូវមានបន្ទាត់មួយ៖ ខ្វះ {code}',
  },
  'materials.rateLineUnknown': { en: 'Not an active material', kh: 'មិនមែនជាប្រភេទមាសសកម្មទេ' },
  'materials.rateLineTwice': { en: 'This material has two lines', kh: 'ប្រភេទមាសនេះមានពីរបន្ទាត់' },
  'materials.noRateBase': {
    en: 'No material is the base metal: choose one in the material categories',
    kh: 'គ្មានប្រភេទមាសណាជាលោហៈគោលទេ៖ សូមជ្រើសរើសមួយក្នុងប្រភេទមាស',
  },
  'materials.secondRateBase': {
    en: '{code} is already the base metal: make it follow by purity first',
    kh: '{code} ជាលោហៈគោលរួចហើយ៖ សូមប្ដូរវាឱ្យតាមទឹកមាសជាមុនសិន',
  },
  'materials.systemHolder': { en: 'The system holder {code} cannot be changed', kh: 'គណនីប្រព័ន្ធ {code} មិនអាចកែប្រែបានទេ' },
  'materials.positiveWeight': { en: 'The weight must be a whole number of mg above zero', kh: 'ទម្ងន់ត្រូវតែជាចំនួនគត់មីលីក្រាម ធំជាងសូន្យ' },
  'materials.transferToSelf': { en: 'A holder cannot transfer to itself', kh: 'គណនីមិនអាចផ្ទេរទៅខ្លួនឯងបានទេ' },
  'materials.noMovements': { en: 'A document must move some metal', kh: 'ឯកសារត្រូវតែមានចលនាលោហៈ' },
  'materials.inactive': { en: 'The {what} {code} is not active', kh: '{what} {code} មិនសកម្មទេ' },
  'materials.alreadyReversed': { en: 'Document {id} is already reversed', kh: 'ឯកសារ {id} ត្រូវបានបញ្ច្រាសរួចហើយ' },
  'materials.reversalOfReversal': {
    en: 'Document {id} only reverses others and cannot be reversed',
    kh: 'ឯកសារ {id} គ្រាន់តែបញ្ច្រាសឯកសារផ្សេង ហើយមិនអាចបញ្ច្រាសម្តងទៀតបានទេ',
  },
  'materials.documentAlreadyReversed': {
    en: 'Document {number} is already reversed',
    kh: 'ឯកសារ {number} ត្រូវបានបញ្ច្រាសរួចហើយ',
  },
  'materials.documentIsReversal': {
    en: 'Document {number} is a reversal and cannot be reversed',
    kh: 'ឯកសារ {number} ជាការបញ្ច្រាស ហើយមិនអាចបញ្ច្រាសបានទេ',
  },
  'materials.overCap': {
    en: '{holder} may hold at most {cap} g: this would bring it to {held} g. An owner must approve it',
    kh: '{holder} អាចកាន់បានយ៉ាងច្រើន {cap} ក្រាម៖ ការនេះនឹងធ្វើឱ្យវាមាន {held} ក្រាម។ ត្រូវការការអនុញ្ញាតពីម្ចាស់ហាង',
  },
  'materials.duplicateMaterial': {
    en: 'Each material may appear only once',
    kh: 'ប្រភេទមាសនីមួយៗអាចមានតែម្តងប៉ុណ្ណោះ',
  },
  'materials.meltGain': {
    en: 'The output holds more fine metal than went in',
    kh: 'លទ្ធផលមានមាសសុទ្ធច្រើនជាងអ្វីដែលបានដាក់ចូល',
  },
  'materials.meltOutputNoFine': {
    en: 'The output material must contain fine metal',
    kh: 'ប្រភេទមាសលទ្ធផលត្រូវតែមានមាសសុទ្ធ',
  },
  'materials.notASafe': { en: 'Metal is returned to a safe', kh: 'លោហៈត្រូវប្រគល់ត្រឡប់ទៅទូដែក' },
  'materials.openingHolder': {
    en: 'An opening balance goes to a holder that keeps metal: the safe, a counter, a bench, the casting room',
    kh: 'សមតុល្យដើមគ្រាត្រូវដាក់ឱ្យគណនីដែលរក្សាលោហៈ៖ ទូដែក តុលក់ តុជាង ឬបន្ទប់ចាក់',
  },
  'platform.setupRequired': {
    en: 'The shop is not set up yet: open /setup to create the owner account and the shop first',
    kh: 'ហាងមិនទាន់បានរៀបចំនៅឡើយ៖ សូមបើក /setup ដើម្បីបង្កើតគណនីម្ចាស់ហាង និងរៀបចំហាងជាមុនសិន',
  },
  'setup.alreadyDone': {
    en: 'The shop is already set up: setup runs only once, nothing was changed. Sign in instead',
    kh: 'ហាងបានរៀបចំរួចហើយ៖ ការរៀបចំធ្វើបានតែម្តងប៉ុណ្ណោះ គ្មានអ្វីត្រូវបានកែប្រែទេ។ សូមចូលប្រើជំនួសវិញ',
  },
  'setup.restoreNotABackup': {
    en: 'This file is not an Atelier backup (a file named atelier-….jsonl.gz from Backups or npm run db:backup): nothing was restored',
    kh: 'ឯកសារនេះមិនមែនជាឯកសារបម្រុងទុករបស់ Atelier ទេ (ឯកសារឈ្មោះ atelier-….jsonl.gz ពីការបម្រុងទុក ឬ npm run db:backup)៖ គ្មានអ្វីត្រូវបានស្តារទេ',
  },
  'setup.restoreNewerAtelier': {
    en: 'This backup comes from a newer Atelier than this one: update Atelier on this computer, then restore it. Nothing was restored',
    kh: 'ឯកសារបម្រុងទុកនេះមកពី Atelier កំណែថ្មីជាងកំណែនៅទីនេះ៖ សូមធ្វើបច្ចុប្បន្នភាព Atelier លើកុំព្យូទ័រនេះ រួចស្តារម្តងទៀត។ គ្មានអ្វីត្រូវបានស្តារទេ',
  },
  'setup.restoreOlderAtelier': {
    en: 'This backup ({takenAt}) comes from an earlier Atelier: restore it with the command npm run db:restore -- <file> into a new data folder, which brings it up to date. Nothing was restored',
    kh: 'ឯកសារបម្រុងទុកនេះ ({takenAt}) មកពី Atelier កំណែមុន៖ សូមស្តារវាដោយពាក្យបញ្ជា npm run db:restore -- <file> ទៅក្នុងថតទិន្នន័យថ្មី ដែលនឹងធ្វើបច្ចុប្បន្នភាពវា។ គ្មានអ្វីត្រូវបានស្តារទេ',
  },
  'setup.restoreDamaged': {
    en: 'The backup could not be restored ({detail}): nothing was restored',
    kh: 'មិនអាចស្តារឯកសារបម្រុងទុកបានទេ ({detail})៖ គ្មានអ្វីត្រូវបានស្តារទេ',
  },
  'setup.restoreRunning': {
    en: 'A backup is being restored: wait for it to finish',
    kh: 'កំពុងស្តារឯកសារបម្រុងទុក៖ សូមរង់ចាំរហូតដល់រួចរាល់',
  },
  'setup.restoreFileMissing': {
    en: 'Choose the backup file',
    kh: 'សូមជ្រើសរើសឯកសារបម្រុងទុក',
  },
  'setup.restoreTooLarge': {
    en: 'The file is larger than {maxMb} MB: it is not an Atelier backup',
    kh: 'ឯកសារធំជាង {maxMb} MB៖ វាមិនមែនជាឯកសារបម្រុងទុករបស់ Atelier ទេ',
  },
  'setup.live': {
    en: 'The shop went live on {day}: opening balances are closed, nothing was written. Correct a balance by reversing its document and writing a new one',
    kh: 'ហាងបានចាប់ផ្តើមប្រើពិតប្រាកដនៅថ្ងៃ {day}៖ សមតុល្យដើមគ្រាត្រូវបានបិទ គ្មានអ្វីត្រូវបានកត់ត្រាទេ។ ដើម្បីកែ សូមបញ្ច្រាសឯកសារ ហើយធ្វើឯកសារថ្មី',
  },
  'setup.alreadyLive': {
    en: 'The shop is already live since {day}',
    kh: 'ហាងបានចាប់ផ្តើមប្រើពិតប្រាកដរួចហើយ តាំងពីថ្ងៃ {day}',
  },
  'setup.nothingToOpen': {
    en: 'Enter at least one weight or one stone lot',
    kh: 'សូមបញ្ចូលទម្ងន់យ៉ាងហោចណាស់មួយ ឬក្រុមត្បូងមួយ',
  },
  'setup.oneBase': {
    en: 'Exactly one material is the base the morning gold price is typed for',
    kh: 'ត្រូវមានប្រភេទមាសមួយប៉ុណ្ណោះ ជាមូលដ្ឋានសម្រាប់វាយតម្លៃមាសពេលព្រឹក',
  },
  'setup.duplicateCode': {
    en: 'This code is used twice',
    kh: 'លេខកូដនេះប្រើពីរដង',
  },
  'materials.noSafe': { en: 'There is no active safe to return metal to', kh: 'គ្មានទូដែកសកម្មសម្រាប់ប្រគល់លោហៈត្រឡប់ទេ' },
  'materials.systemHolderMoves': {
    en: 'The system holder {code} only moves metal through purchases, losses and melts',
    kh: 'គណនីប្រព័ន្ធ {code} ផ្លាស់ទីលោហៈតែតាមរយៈការទិញ ការខាត និងការរំលាយប៉ុណ្ណោះ',
  },
  'materials.csv.date': { en: 'Date', kh: 'កាលបរិច្ឆេទ' },
  'materials.csv.postingDay': { en: 'Posting day', kh: 'ថ្ងៃកត់ត្រា' },
  'materials.csv.document': { en: 'Document', kh: 'ឯកសារ' },
  'materials.csv.material': { en: 'Material', kh: 'ប្រភេទមាស' },
  'materials.csv.inGrams': { en: 'In (g)', kh: 'ចូល (ក្រាម)' },
  'materials.csv.outGrams': { en: 'Out (g)', kh: 'ចេញ (ក្រាម)' },
  'materials.csv.counterpartyCode': { en: 'Counterparty code', kh: 'លេខកូដភាគីម្ខាងទៀត' },
  'materials.csv.counterparty': { en: 'Counterparty', kh: 'ភាគីម្ខាងទៀត' },
  'materials.csv.reason': { en: 'Reason', kh: 'មូលហេតុ' },
  'materials.csv.reversed': { en: 'Reversed', kh: 'បានបញ្ច្រាស' },
  'materials.csv.by': { en: 'By', kh: 'ដោយ' },
  'materials.csv.yes': { en: 'yes', kh: 'មែន' },
  'materials.csv.title': { en: 'Holder history', kh: 'ប្រវត្តិគណនី' },
  'materials.csv.system': { en: 'System', kh: 'ប្រព័ន្ធ' },
  'casting.weightNotNegative': { en: 'A weight is a whole number of mg, not below zero', kh: 'ទម្ងន់ជាចំនួនគត់មីលីក្រាម មិនតិចជាងសូន្យ' },
  'casting.overAboveActual': {
    en: 'The metal returned cannot be bigger than the metal issued',
    kh: 'លោហៈដែលប្រគល់ត្រឡប់មិនអាចធំជាងលោហៈដែលបានចេញទេ',
  },
  'casting.cleanAboveResult': {
    en: 'The clean weight cannot be bigger than the tree as it came out',
    kh: 'ទម្ងន់ស្អាតមិនអាចធំជាងដើមដែលទើបចេញមកទេ',
  },
  'casting.rootAboveClean': {
    en: 'The root cannot be bigger than the clean weight',
    kh: 'ឫសមិនអាចធំជាងទម្ងន់ស្អាតទេ',
  },
  'casting.negativeLoss': {
    en: 'More metal came back than was issued: weigh again (the loss cannot be smaller than 0)',
    kh: 'លោហៈត្រឡប់មកវិញច្រើនជាងបានចេញ៖ សូមថ្លឹងម្តងទៀត (ការខាតមិនអាចតិចជាង 0 ទេ)',
  },
  'production.labelNotForStage': {
    en: 'The step {label} does not belong to the stage {stage}',
    kh: 'ជំហាន {label} មិនមែនជារបស់ដំណាក់កាល {stage} ទេ',
  },
  'production.designOnly': {
    en: 'A designer may only move items between ordering, designing and printing, and record design steps',
    kh: 'អ្នករចនាអាចផ្លាស់ទីរបស់បានតែរវាងកុម្ម៉ង់ ការរចនា និងការបោះពុម្ព ហើយកត់ត្រាជំហានរចនាប៉ុណ្ណោះ',
  },
  // production messages (keep this line: helpers insert before it)
  'casting.itemNotWaxing': {
    en: 'Item {code} is at {stage}: wax is made and cast only at the waxing stage',
    kh: 'របស់ {code} នៅដំណាក់កាល {stage}៖ ក្រមួនត្រូវធ្វើ និងចាក់ តែនៅដំណាក់កាលធ្វើក្រមួនប៉ុណ្ណោះ',
  },
  'casting.itemHasWax': {
    en: 'Item {code} already has a wax piece waiting for a cast',
    kh: 'របស់ {code} មានដុំក្រមួនមួយកំពុងរង់ចាំការចាក់រួចហើយ',
  },
  'casting.unknownWaxPiece': { en: 'No such wax piece', kh: 'គ្មានដុំក្រមួននេះទេ' },
  'casting.duplicateWaxPiece': { en: 'This wax piece is listed twice', kh: 'ដុំក្រមួននេះត្រូវបានដាក់ពីរដង' },
  'casting.waxOfOtherMaterial': {
    en: 'This wax piece is for an item of another material',
    kh: 'ដុំក្រមួននេះសម្រាប់របស់ដែលជាប្រភេទមាសផ្សេង',
  },
  'casting.waxAlreadyOnCast': {
    en: 'The wax piece {id} of item {code} is already on a cast',
    kh: 'ដុំក្រមួន {id} នៃរបស់ {code} ស្ថិតនៅលើការចាក់មួយរួចហើយ',
  },
  'casting.sourceNotASafe': { en: 'Metal for a cast comes from a safe', kh: 'លោហៈសម្រាប់ការចាក់ត្រូវយកចេញពីទូដែក' },
  'casting.notACastingRoom': { en: 'Choose a casting room', kh: 'សូមជ្រើសរើសបន្ទប់ចាក់' },
  'casting.noCastingRoom': {
    en: 'There is no active casting room to hold the metal of a cast',
    kh: 'គ្មានបន្ទប់ចាក់សកម្មសម្រាប់កាន់លោហៈនៃការចាក់ទេ',
  },
  'entries.wrongStep': {
    en: 'Entry {number} is {state}: it cannot {action} now',
    kh: 'ប័ណ្ណការងារ {number} នៅស្ថានភាព {state}៖ មិនអាច {action} ឥឡូវនេះទេ',
  },
  'entries.notClosed': {
    en: 'Entry {number} is not closed yet: close it with what came back before accepting it or sending it back',
    kh: 'ប័ណ្ណការងារ {number} មិនទាន់បិទទេ៖ សូមបិទវាជាមួយទម្ងន់ដែលប្រគល់មកវិញ មុននឹងទទួលយក ឬបញ្ជូនត្រឡប់ទៅជាងវិញ',
  },
  'entries.hasReturnInformation': {
    en: 'Entry {number} cannot be edited: a piece already has return information',
    kh: 'ប័ណ្ណការងារ {number} មិនអាចកែប្រែបានទេ៖ មានគ្រឿងដែលបានប្រគល់មកវិញរួចហើយ',
  },
  'entries.notAllReturned': {
    en: 'Entry {number} cannot close: every piece needs its return information first',
    kh: 'ប័ណ្ណការងារ {number} មិនអាចបិទបានទេ៖ គ្រឿងនីមួយៗត្រូវមានព័ត៌មានប្រគល់មកវិញជាមុនសិន',
  },
  'entries.lossTooMuch': {
    en: 'Loss too much: entry {number} lost more than the {allowed} ‰ its category allows; the owner may accept it with a reason',
    kh: 'ខាតច្រើនពេក៖ ប័ណ្ណការងារ {number} ខាតលើសពី {allowed} ‰ ដែលប្រភេទរបស់វាអនុញ្ញាត ម្ចាស់ហាងអាចទទួលយកដោយផ្ដល់មូលហេតុ',
  },
  'entries.materialMismatch': { en: 'Not of the entry’s material', kh: 'មិនមែនជាប្រភេទមាសរបស់ប័ណ្ណការងារទេ' },
  'entries.needInputWeightReturn': { en: 'Need input weight return', kh: 'ត្រូវបញ្ចូលទម្ងន់ប្រគល់មកវិញ' },
  'entries.photoRequired': { en: 'Photo is required', kh: 'ត្រូវការរូបថត' },
  'entries.needAtLeastPhoto': { en: 'Need at least a photo', kh: 'ត្រូវការរូបថតយ៉ាងហោចណាស់មួយ' },
  'entries.notAJeweller': { en: 'Choose a jeweller’s holder', kh: 'សូមជ្រើសរើសគណនីរបស់ជាង' },
  'entries.badSource': { en: 'The metal must come from another holder that holds metal', kh: 'លោហៈត្រូវមកពីគណនីផ្សេងដែលកាន់លោហៈ' },
  'entries.repairOnly': { en: 'Only a repair has a customer intake', kh: 'មានតែការជួសជុលទេដែលមានព័ត៌មានអតិថិជន' },
  'entries.notARepair': { en: 'Entry {number} is not a repair', kh: 'ប័ណ្ណការងារ {number} មិនមែនជាការជួសជុលទេ' },
  'entries.hasStones': {
    en: 'Entry {number} cannot be edited: stones are recorded as set in its pieces',
    kh: 'ប័ណ្ណការងារ {number} មិនអាចកែប្រែបានទេ៖ មានត្បូងដែលបានកត់ថាបានដាំក្នុងគ្រឿងរបស់វា',
  },
  'entries.repeatedInBatch': { en: 'This entry is already on the sheet', kh: 'ប័ណ្ណការងារនេះមាននៅលើសន្លឹករួចហើយ' },
  'entries.notThisJeweller': { en: 'This entry is another jeweller’s', kh: 'ប័ណ្ណការងារនេះជារបស់ជាងផ្សេង' },
  'entries.unknownCategory': { en: 'No such active entry category', kh: 'គ្មានប្រភេទការងារដែលកំពុងប្រើនេះទេ' },
  'casting.wrongStep': {
    en: 'Cast {number} is at {status}: this step can only follow {needed}',
    kh: 'ការចាក់ {number} នៅស្ថានភាព {status}៖ ជំហាននេះអាចធ្វើបានតែបន្ទាប់ពី {needed} ប៉ុណ្ណោះ',
  },
  'casting.notBalanced': {
    en: 'Cast {number} cannot finish until its metal balances: record the clean and root weights',
    kh: 'ការចាក់ {number} មិនអាចបញ្ចប់បានទេ រហូតដល់លោហៈរបស់វាមានតុល្យភាព៖ សូមកត់ទម្ងន់ស្អាត និងទម្ងន់ឫស',
  },
  // casting messages (keep this line: helpers insert before it)
  'production.illegalMove': {
    en: 'An item at {from} cannot move to {to}',
    kh: 'របស់ដែលនៅដំណាក់កាល {from} មិនអាចផ្លាស់ទៅ {to} បានទេ',
  },
  'stock.unknownCategory': { en: 'No such jewelry category', kh: 'គ្មានប្រភេទគ្រឿងអលង្ការនេះទេ' },
  'stock.inactiveCategory': {
    en: 'This jewelry category is deactivated',
    kh: 'ប្រភេទគ្រឿងអលង្ការនេះត្រូវបានបិទ',
  },
  'stock.unknownBranch': { en: 'No such active branch', kh: 'គ្មានសាខាសកម្មនេះទេ' },
  'stock.noCounter': { en: 'This branch has no counter to hold its stock’s metal', kh: 'សាខានេះគ្មានតុលក់សម្រាប់កាន់លោហៈនៃស្តុករបស់វាទេ' },
  'stock.notAMetalHolder': { en: 'Choose a holder that holds metal', kh: 'សូមជ្រើសរើសគណនីដែលកាន់លោហៈ' },
  'stock.repeated': { en: 'Already on this list', kh: 'មាននៅក្នុងបញ្ជីនេះរួចហើយ' },
  'stock.notFinished': { en: 'Not finished: only pieces at finishing go into stock', kh: 'មិនទាន់រួចរាល់៖ មានតែគ្រឿងដែលនៅដំណាក់កាលបញ្ចប់ទេ ដែលចូលស្តុកបាន' },
  'stock.stonesOverGross': { en: 'The stones cannot weigh as much as the whole piece', kh: 'ទម្ងន់ត្បូងមិនអាចស្មើ ឬលើសទម្ងន់គ្រឿងទាំងមូលទេ' },
  'stock.unknownCode': { en: 'No piece has this code', kh: 'គ្មានគ្រឿងណាមានកូដនេះទេ' },
  'stock.notInStock': { en: 'This piece is not in stock', kh: 'គ្រឿងនេះមិននៅក្នុងស្តុកទេ' },
  'stock.notInStockCode': { en: 'Piece {code} is not in stock', kh: 'គ្រឿង {code} មិននៅក្នុងស្តុកទេ' },
  'stock.otherBranch': { en: 'This piece is in another branch', kh: 'គ្រឿងនេះនៅសាខាផ្សេង' },
  'stock.frozen': { en: 'This piece is frozen: it cannot be moved', kh: 'គ្រឿងនេះត្រូវបានផ្អាក៖ មិនអាចផ្លាស់ទីបានទេ' },
  'stock.sameBranch': { en: 'Choose another branch than the one it leaves', kh: 'សូមជ្រើសរើសសាខាផ្សេងពីសាខាដែលវាចេញ' },
  'stock.nothingAdded': { en: 'Have to be bigger than 0: add metal or stones', kh: 'ត្រូវតែធំជាង 0៖ បន្ថែមលោហៈ ឬត្បូង' },
  'stock.countClosed': { en: 'Count {number} is closed', kh: 'ការរាប់ {number} បានបិទហើយ' },
  'stock.inTransit': {
    en: 'This piece is in transit to another branch: it cannot be sold or moved until that branch receives it',
    kh: 'គ្រឿងនេះកំពុងដឹកជញ្ជូនទៅសាខាផ្សេង៖ មិនអាចលក់ ឬផ្លាស់ទីបានទេ រហូតដល់សាខានោះទទួលវា',
  },
  'stock.transferReceived': { en: 'Transfer {number} has already been received in full: nothing was changed', kh: 'ការផ្ទេរ {number} បានទទួលគ្រប់ហើយ៖ គ្មានអ្វីត្រូវបានផ្លាស់ប្ដូរទេ' },
  'stock.notOnTransfer': { en: 'This piece was not sent on this transfer', kh: 'គ្រឿងនេះមិនបានផ្ញើមកជាមួយការផ្ទេរនេះទេ' },
  'stock.notOnTransferCode': { en: 'A piece was not sent on transfer {number}: nothing was received', kh: 'មានគ្រឿងមិនបានផ្ញើមកជាមួយការផ្ទេរ {number}៖ មិនទាន់ទទួលអ្វីទេ' },
  'stock.alreadyReceived': { en: 'Already received', kh: 'បានទទួលរួចហើយ' },
  'stock.alreadyReceivedCode': {
    en: 'A piece of transfer {number} was already received: nothing was changed',
    kh: 'គ្រឿងមួយនៃការផ្ទេរ {number} បានទទួលរួចហើយ៖ គ្មានអ្វីត្រូវបានផ្លាស់ប្ដូរទេ',
  },
  'sales.noExchangeRate': { en: 'No exchange rate is set yet: the owner sets the day’s riel per dollar first', kh: 'មិនទាន់មានអត្រាប្ដូរប្រាក់ទេ៖ ម្ចាស់ហាងត្រូវកំណត់អត្រារៀលក្នុងមួយដុល្លារជាមុនសិន' },
  'sales.noRate': { en: 'No gold rate is set for {material}', kh: 'មិនទាន់មានតម្លៃមាសសម្រាប់ {material} ទេ' },
  'sales.pieceFrozen': { en: 'This piece is frozen: it cannot be sold', kh: 'គ្រឿងនេះត្រូវបានផ្អាក៖ មិនអាចលក់បានទេ' },
  'sales.pieceSold': { en: 'This piece is already sold', kh: 'គ្រឿងនេះបានលក់រួចហើយ' },
  'sales.pieceSoldCode': { en: 'Piece {code} is already sold', kh: 'គ្រឿង {code} បានលក់រួចហើយ' },
  'sales.dueBeforeSale': { en: 'Cannot be before the day of the sale ({day})', kh: 'មិនអាចមុនថ្ងៃលក់ ({day}) បានទេ' },
  'sales.discountOverPrice': { en: 'Cannot be bigger than the price of the line', kh: 'មិនអាចធំជាងតម្លៃនៃជួរនេះទេ' },
  'sales.discountOverTotal': { en: 'Cannot be bigger than the total', kh: 'មិនអាចធំជាងសរុបទេ' },
  'sales.askMayOnlyRise': { en: 'A cashier may only raise a piece\'s rate: only the owner lowers it', kh: 'អ្នកគិតលុយអាចតែដំឡើងតម្លៃមាសនៃគ្រឿងប៉ុណ្ណោះ៖ មានតែម្ចាស់ហាងទេដែលអាចបញ្ចុះបាន' },
  'sales.bidMayOnlyFall': { en: 'A cashier may only lower the rate paid for old gold: only the owner raises it', kh: 'អ្នកគិតលុយអាចតែបញ្ចុះតម្លៃទិញមាសចាស់ប៉ុណ្ណោះ៖ មានតែម្ចាស់ហាងទេដែលអាចដំឡើងបាន' },
  'sales.rateChangeNeedsReason': { en: 'Say why the rate is changed', kh: 'សូមបញ្ជាក់មូលហេតុនៃការប្ដូរតម្លៃមាស' },
  'sales.rateDirectionRefused': { en: 'Only the owner may move this rate that way', kh: 'មានតែម្ចាស់ហាងទេដែលអាចប្ដូរតម្លៃមាសនេះតាមទិសនោះបាន' },
  'sales.walkInPaysInFull': { en: 'A customer without a name pays in full: choose or add the customer to leave a balance', kh: 'អតិថិជនគ្មានឈ្មោះត្រូវបង់គ្រប់ចំនួន៖ សូមជ្រើសរើស ឬបន្ថែមអតិថិជន ដើម្បីទុកសមតុល្យ' },
  'sales.voucherNotAdjusted': { en: '{number} is a purchase voucher: it takes no credit or debit note (void it instead)', kh: '{number} ជាប័ណ្ណទិញចូល៖ មិនអាចមានប័ណ្ណឥណទាន ឬឥណពន្ធទេ (សូមទុកវាជាមោឃៈជំនួសវិញ)' },
  'sales.photoNotStored': { en: 'This photo was not uploaded here: take or choose it again', kh: 'រូបថតនេះមិនបានផ្ទុកឡើងនៅទីនេះទេ៖ សូមថត ឬជ្រើសរើសម្តងទៀត' },
  'sales.sellerIdentityRequired': {
    en: 'Old gold bought above {threshold} needs the seller’s identity: name, phone, ID type and number, photos of the ID and of the items',
    kh: 'ការទិញមាសចាស់លើស {threshold} ត្រូវការអត្តសញ្ញាណអ្នកលក់៖ ឈ្មោះ លេខទូរស័ព្ទ ប្រភេទ និងលេខអត្តសញ្ញាណប័ណ្ណ រូបថតអត្តសញ្ញាណប័ណ្ណ និងរូបថតគ្រឿង',
  },
  'sales.customerOrNew': { en: 'Choose a customer or add a new one, not both', kh: 'សូមជ្រើសរើសអតិថិជន ឬបន្ថែមថ្មី មិនមែនទាំងពីរទេ' },
  'sales.unknownCustomer': { en: 'No such customer', kh: 'គ្មានអតិថិជននេះទេ' },
  'sales.unknownGroup': { en: 'No such active customer group', kh: 'គ្មានក្រុមអតិថិជនសកម្មនេះទេ' },
  'sales.unknownStaff': { en: 'No such active staff', kh: 'គ្មានបុគ្គលិកសកម្មនេះទេ' },
  'sales.changeWithoutCash': { en: 'Change can only be given from cash: lower the bank, card or KHQR amount', kh: 'ប្រាក់អាប់អាចផ្ដល់ពីសាច់ប្រាក់តែប៉ុណ្ណោះ៖ សូមបន្ថយចំនួនធនាគារ កាត ឬ KHQR' },
  'sales.till.closed': { en: 'The till of {day} is closed: it takes no more money. Record it in the next open day', kh: 'បញ្ជីសាច់ប្រាក់ថ្ងៃ {day} បានបិទហើយ៖ មិនទទួលប្រាក់ទៀតទេ។ សូមកត់ត្រាក្នុងថ្ងៃបើកបន្ទាប់' },
  'sales.till.alreadyOpen': { en: 'The till of {day} is already open', kh: 'បញ្ជីសាច់ប្រាក់ថ្ងៃ {day} បានបើករួចហើយ' },
  'sales.till.alreadyClosed': { en: 'The till of {day} is already closed', kh: 'បញ្ជីសាច់ប្រាក់ថ្ងៃ {day} បានបិទរួចហើយ' },
  'sales.till.notClosed': { en: 'The till of {day} is not closed yet: close it before signing it off', kh: 'បញ្ជីសាច់ប្រាក់ថ្ងៃ {day} មិនទាន់បិទទេ៖ សូមបិទមុននឹងចុះហត្ថលេខា' },
  'sales.till.alreadySigned': { en: 'The close of {day} is already signed off', kh: 'ការបិទថ្ងៃ {day} បានចុះហត្ថលេខារួចហើយ' },
  'sales.till.futureDay': { en: 'A till cannot be opened for a day to come ({day})', kh: 'មិនអាចបើកបញ្ជីសាច់ប្រាក់សម្រាប់ថ្ងៃខាងមុខ ({day}) បានទេ' },
  'sales.till.countMissing': { en: 'Count {method} in {currency} too', kh: 'សូមរាប់ {method} ជា {currency} ផងដែរ' },
  'sales.tendersShort': { en: 'The money handed over is less than the amounts shared out', kh: 'ប្រាក់ដែលបានប្រគល់តិចជាងចំនួនដែលបានបែងចែក' },
  'sales.overBalance': { en: 'Cannot be bigger than what is still due ({balance})', kh: 'មិនអាចធំជាងចំនួនដែលនៅជំពាក់ ({balance}) ទេ' },
  'sales.otherCustomer': { en: 'This invoice belongs to another customer', kh: 'វិក្កយបត្រនេះជារបស់អតិថិជនផ្សេង' },
  'sales.invoiceVoided': { en: 'Invoice {number} is voided', kh: 'វិក្កយបត្រ {number} ត្រូវបានទុកជាមោឃៈ' },
  'sales.alreadyVoided': { en: 'Invoice {number} is already voided', kh: 'វិក្កយបត្រ {number} ត្រូវបានទុកជាមោឃៈរួចហើយ' },
  'sales.refundFirst': { en: 'Invoice {number} has {paid} paid on it: refund it before voiding', kh: 'វិក្កយបត្រ {number} មានការបង់ {paid}៖ សូមសងប្រាក់វិញមុននឹងទុកជាមោឃៈ' },
  'sales.notAnInvoice': { en: '{number} is a credit or debit note: adjust or void its invoice instead', kh: '{number} ជាប័ណ្ណឥណទាន ឬឥណពន្ធ៖ សូមកែសម្រួល ឬទុកវិក្កយបត្ររបស់វាជាមោឃៈជំនួសវិញ' },
  'sales.refundOverPaid': { en: 'Cannot be bigger than what was paid ({paid})', kh: 'មិនអាចធំជាងចំនួនដែលបានបង់ ({paid}) ទេ' },
  'sales.overCredit': { en: 'Cannot be bigger than the customer’s credit ({credit})', kh: 'មិនអាចធំជាងប្រាក់កក់នៅសល់របស់អតិថិជន ({credit}) ទេ' },
  'sales.creditNotOnDeposits': { en: 'The customer’s credit ({credit}) is not on deposits that can be applied', kh: 'ប្រាក់កក់នៅសល់របស់អតិថិជន ({credit}) មិនស្ថិតនៅលើប្រាក់កក់ដែលអាចប្រើបានទេ' },
  'sales.allocationsNeeded': { en: 'Choose at least one invoice', kh: 'សូមជ្រើសរើសវិក្កយបត្រយ៉ាងហោចណាស់មួយ' },
  'sales.customerNeeded': { en: 'Need pick: a deposit belongs to a customer', kh: 'ត្រូវជ្រើសរើស៖ ប្រាក់កក់ជារបស់អតិថិជន' },
  'sales.invoiceOtherBranch': { en: 'This invoice was issued at another branch', kh: 'វិក្កយបត្រនេះត្រូវបានចេញនៅសាខាផ្សេង' },
  'sales.sampleConverted': { en: 'Quotation {number} was already sold as {invoice}', kh: 'សម្រង់តម្លៃ {number} បានលក់រួចហើយជា {invoice}' },
  'sales.incentiveAlreadyPaid': { en: 'This period’s incentive is already paid', kh: 'ប្រាក់លើកទឹកចិត្តនៃរយៈពេលនេះបានបង់រួចហើយ' },
  'sales.periodOrder': { en: 'The end cannot be before the start', kh: 'ថ្ងៃបញ្ចប់មិនអាចមុនថ្ងៃចាប់ផ្តើមទេ' },
  'sales.nothingToPay': { en: 'Nothing to pay for this period', kh: 'គ្មានអ្វីត្រូវបង់សម្រាប់រយៈពេលនេះទេ' },
  'sales.khqrNotSet': { en: 'KHQR is not set up: the owner enters the shop’s Bakong account in the settings', kh: 'KHQR មិនទាន់បានរៀបចំទេ៖ ម្ចាស់ហាងត្រូវបញ្ចូលគណនី Bakong របស់ហាងក្នុងការកំណត់' },
  'sales.khqrRefused': { en: 'The KHQR code could not be made: {reason}', kh: 'មិនអាចបង្កើតកូដ KHQR បានទេ៖ {reason}' },
  'stock.unknownMaterial': { en: 'No such material', kh: 'គ្មានប្រភេទមាសនេះទេ' },
  'stock.inactiveMaterial': { en: 'This material is deactivated', kh: 'ប្រភេទមាសនេះត្រូវបានបិទ' },
  'stones.unknownLot': { en: 'No such stone lot', kh: 'គ្មានឡូត៍ត្បូងនេះទេ' },
  'stones.unknownHolder': { en: 'No such active holder', kh: 'គ្មានគណនីសកម្មនេះទេ' },
  'stones.notEnoughStones': { en: 'Only {count} stones are left', kh: 'នៅសល់ត្បូងតែ {count} គ្រាប់ប៉ុណ្ណោះ' },
  'stones.notEnoughWeight': { en: 'Only {weight} are left', kh: 'នៅសល់តែ {weight} ប៉ុណ្ណោះ' },
  'stones.lastStonesWeight': { en: 'The last {count} stones take all the {weight} left', kh: 'ត្បូង {count} គ្រាប់ចុងក្រោយ ត្រូវយកទម្ងន់ {weight} ដែលនៅសល់ទាំងអស់' },
  'stones.weightWithoutStones': { en: 'The stones left must keep some weight ({weight} for {count} stones now)', kh: 'ត្បូងដែលនៅសល់ត្រូវតែមានទម្ងន់ (ឥឡូវមាន {weight} សម្រាប់ត្បូង {count} គ្រាប់)' },
  'stones.nothingToAdjust': { en: 'Change the count or the weight', kh: 'សូមប្ដូរចំនួន ឬទម្ងន់' },
  'stones.itemOrOrder': { en: 'Choose an item or an order, one of the two', kh: 'សូមជ្រើសរើសគ្រឿង ឬការកុម្ម៉ង់ មួយក្នុងចំណោមពីរ' },
  'stones.unknownItem': { en: 'No such production item', kh: 'គ្មានគ្រឿងផលិតនេះទេ' },
  'stones.unknownOrder': { en: 'No such order', kh: 'គ្មានការកុម្ម៉ង់នេះទេ' },
  'stones.alreadyAssigned': { en: 'These stones are already assigned to {target}', kh: 'ត្បូងទាំងនេះត្រូវបានចាត់ឱ្យ {target} រួចហើយ' },
  'stones.nothingHeld': { en: 'This preparation holds no stones any more', kh: 'ការរៀបចំនេះលែងមានត្បូងទៀតហើយ' },
  'stones.nothingPrepared': { en: 'No stones were prepared for {target}', kh: 'គ្មានត្បូងត្រូវបានរៀបចំសម្រាប់ {target} ទេ' },
  'stones.notLikeLot': { en: 'Lot {lot} holds {stones}', kh: 'ឡូត៍ {lot} មាន {stones}' },
  'stones.lotOtherBranch': { en: 'This lot is at another branch', kh: 'ឡូត៍នេះនៅសាខាផ្សេង' },
  // Imports from the shop's spreadsheets (issue 23 §3).
  'imports.fileMissing': { en: 'Choose a file: a CSV or an Excel (XLSX) file', kh: 'សូមជ្រើសរើសឯកសារ៖ ឯកសារ CSV ឬ Excel (XLSX)' },
  'imports.fileTooLarge': { en: '{name} is too large: a file may be at most {maxMb} MB', kh: '{name} ធំពេក៖ ឯកសារមួយអាចមានទំហំយ៉ាងច្រើន {maxMb} MB' },
  'imports.notASpreadsheet': {
    en: '{name} is not a spreadsheet: send a CSV file or an Excel workbook (.xlsx)',
    kh: '{name} មិនមែនជាតារាងទេ៖ សូមផ្ញើឯកសារ CSV ឬឯកសារ Excel (.xlsx)',
  },
  'imports.oldExcel': {
    en: '{name} is an old Excel file (.xls): open it in Excel and save it as an Excel workbook (.xlsx) or as CSV UTF-8',
    kh: '{name} ជាឯកសារ Excel ចាស់ (.xls)៖ សូមបើកវានៅក្នុង Excel ហើយរក្សាទុកជា Excel (.xlsx) ឬ CSV UTF-8',
  },
  'imports.notUtf8': {
    en: '{name} is not written in Unicode (UTF-8): in Excel, save it as "CSV UTF-8", or as an Excel workbook (.xlsx)',
    kh: '{name} មិនបានសរសេរជាយូនីកូដ (UTF-8) ទេ៖ នៅក្នុង Excel សូមរក្សាទុកជា "CSV UTF-8" ឬជាឯកសារ Excel (.xlsx)',
  },
  'imports.emptyFile': { en: '{name} is empty', kh: '{name} ទទេ' },
  'imports.brokenWorkbook': {
    en: '{name} cannot be opened as an Excel workbook: it is damaged or another kind of file',
    kh: '{name} មិនអាចបើកជាឯកសារ Excel បានទេ៖ វាខូច ឬជាឯកសារប្រភេទផ្សេង',
  },
  'imports.unknownSheet': { en: 'The workbook has no sheet named "{sheet}"', kh: 'ឯកសារ Excel នេះគ្មានសន្លឹកឈ្មោះ "{sheet}" ទេ' },
  'imports.chooseSheet': {
    en: 'The workbook has {count} sheets: choose the one to import',
    kh: 'ឯកសារ Excel នេះមាន {count} សន្លឹក៖ សូមជ្រើសរើសសន្លឹកដែលត្រូវនាំចូល',
  },
  'imports.noRows': { en: 'The sheet has no rows to import under its header', kh: 'សន្លឹកនេះគ្មានជួរដែលត្រូវនាំចូលនៅក្រោមចំណងជើងទេ' },
  'imports.tooManyRows': { en: 'The sheet has {count} rows: at most {max} at a time', kh: 'សន្លឹកនេះមាន {count} ជួរ៖ យ៉ាងច្រើន {max} ជួរក្នុងមួយដង' },
  'imports.missingColumn': {
    en: 'The column "{en}" is missing: the header row must have it (in Khmer "{kh}")',
    kh: 'ខ្វះជួរឈរ "{kh}"៖ ជួរចំណងជើងត្រូវតែមានវា (ជាភាសាអង់គ្លេស "{en}")',
  },
  'imports.repeatedColumn': { en: 'The column "{column}" appears twice', kh: 'ជួរឈរ "{column}" មានពីរដង' },
  'imports.exampleRow': {
    en: 'This is the template’s example row: replace it with a real one or delete it',
    kh: 'នេះជាជួរគំរូរបស់ទម្រង់៖ សូមជំនួសវាដោយព័ត៌មានពិត ឬលុបវាចោល',
  },
  'imports.legacyKhmer': {
    en: '"{value}" looks like Khmer typed with a legacy font (Limon, ABC), not Unicode: it would show as Latin letters. Convert the sheet to Unicode Khmer (for example with a Limon-to-Unicode converter) or retype it with the Khmer Unicode keyboard',
    kh: '"{value}" មើលទៅដូចជាអក្សរខ្មែរវាយដោយពុម្ពអក្សរចាស់ (Limon, ABC) មិនមែនយូនីកូដទេ៖ វានឹងបង្ហាញជាអក្សរឡាតាំង។ សូមបំប្លែងសន្លឹកទៅជាអក្សរខ្មែរយូនីកូដ (ឧទាហរណ៍ ដោយកម្មវិធីបំប្លែង Limon ទៅយូនីកូដ) ឬវាយឡើងវិញដោយក្ដារចុចខ្មែរយូនីកូដ',
  },
  'imports.textTooLong': { en: 'Too long: at most {max} characters', kh: 'វែងពេក៖ យ៉ាងច្រើន {max} តួអក្សរ' },
  'imports.badCode': {
    en: '"{value}" is not a piece code: letters, digits and dashes, at most 40',
    kh: '"{value}" មិនមែនជាលេខកូដគ្រឿងទេ៖ អក្សរ លេខ និងសញ្ញាដក យ៉ាងច្រើន 40',
  },
  'imports.badStaffCode': {
    en: '"{value}" is not a staff code: letters, digits, dashes and underscores, at most 20',
    kh: '"{value}" មិនមែនជាលេខកូដបុគ្គលិកទេ៖ អក្សរ លេខ សញ្ញាដក និងសញ្ញាគូសក្រោម យ៉ាងច្រើន 20',
  },
  'imports.repeatedCode': { en: 'The code {value} is already on row {line} of this file', kh: 'លេខកូដ {value} មានរួចហើយនៅជួរទី {line} នៃឯកសារនេះ' },
  'imports.codeTaken': { en: 'The code {value} is already in use in the shop', kh: 'លេខកូដ {value} កំពុងប្រើរួចហើយនៅក្នុងហាង' },
  'imports.unknownCategory': { en: 'No jewelry category "{value}"', kh: 'គ្មានប្រភេទគ្រឿង "{value}" ទេ' },
  'imports.inactiveCategory': { en: 'The jewelry category "{value}" is deactivated', kh: 'ប្រភេទគ្រឿង "{value}" ត្រូវបានបិទ' },
  'imports.unknownMaterial': { en: 'No material "{value}"', kh: 'គ្មានប្រភេទមាស "{value}" ទេ' },
  'imports.inactiveMaterial': { en: 'The material "{value}" is deactivated', kh: 'ប្រភេទមាស "{value}" ត្រូវបានបិទ' },
  'imports.unknownBranch': { en: 'No branch "{value}"', kh: 'គ្មានសាខា "{value}" ទេ' },
  'imports.inactiveBranch': { en: 'The branch "{value}" is deactivated', kh: 'សាខា "{value}" ត្រូវបានបិទ' },
  'imports.unknownGroup': { en: 'No customer group "{value}"', kh: 'គ្មានក្រុមអតិថិជន "{value}" ទេ' },
  'imports.inactiveGroup': { en: 'The customer group "{value}" is deactivated', kh: 'ក្រុមអតិថិជន "{value}" ត្រូវបានបិទ' },
  'imports.weightNotANumber': {
    en: '"{value}" is not a weight: write grams (8.63) or chi, hun and li (2 chi 3 hun)',
    kh: '"{value}" មិនមែនជាទម្ងន់ទេ៖ សូមសរសេរជាក្រាម (8.63) ឬជា ជី ហ៊ុន លី (2 ជី 3 ហ៊ុន)',
  },
  'imports.weightNegative': { en: '"{value}": a weight cannot be negative', kh: '"{value}"៖ ទម្ងន់មិនអាចអវិជ្ជមានទេ' },
  'imports.weightZero': { en: '"{value}": a piece must weigh something', kh: '"{value}"៖ គ្រឿងត្រូវតែមានទម្ងន់' },
  'imports.weightTooLarge': { en: '"{value}" is too heavy for one piece (at most 5 kg)', kh: '"{value}" ធ្ងន់ពេកសម្រាប់គ្រឿងមួយ (យ៉ាងច្រើន 5 គីឡូក្រាម)' },
  'imports.badMoney': { en: '"{value}" is not an amount in dollars (12.50)', kh: '"{value}" មិនមែនជាចំនួនទឹកប្រាក់ជាដុល្លារទេ (12.50)' },
  'imports.badPhone': { en: '"{value}" is not a phone number: digits, spaces and + ( ) - . /', kh: '"{value}" មិនមែនជាលេខទូរស័ព្ទទេ៖ លេខ ដកឃ្លា និង + ( ) - . /' },
  'imports.repeatedCustomer': { en: 'The same customer (name and phone) is already on row {line} of this file', kh: 'អតិថិជនដដែល (ឈ្មោះ និងលេខទូរស័ព្ទ) មានរួចហើយនៅជួរទី {line} នៃឯកសារនេះ' },
  'imports.customerExists': { en: '{value} with this phone is already in the customers', kh: '{value} ដែលមានលេខទូរស័ព្ទនេះ មានរួចហើយក្នុងបញ្ជីអតិថិជន' },
  'imports.unknownStaffKind': {
    en: '"{value}" is not a kind of work: owner, manager, cashier, jeweller, caster, designer, stone setter, polisher or other',
    kh: '"{value}" មិនមែនជាមុខងារទេ៖ ម្ចាស់ហាង អ្នកគ្រប់គ្រង អ្នកគិតលុយ ជាងមាស ជាងចាក់ អ្នករចនា ជាងដាំត្បូង ជាងខាត់ ឬផ្សេងៗ',
  },
  'imports.rowsRefused': {
    en: '{count} rows have problems: nothing was imported. Correct them and import the file again',
    kh: 'មាន {count} ជួរដែលមានបញ្ហា៖ គ្មានអ្វីត្រូវបាននាំចូលទេ។ សូមកែវា ហើយនាំចូលឯកសារម្តងទៀត',
  },
  'imports.fileRefused': { en: 'The file cannot be imported as it is: nothing was imported', kh: 'ឯកសារនេះមិនអាចនាំចូលដូចដែលវាមានទេ៖ គ្មានអ្វីត្រូវបាននាំចូលទេ' },
  'ledger.periodClosed': {
    en: 'The month {month} is closed: nothing can be entered, reversed, voided or paid on {day}. Enter the correction today',
    kh: 'ខែ {month} បានបិទហើយ៖ មិនអាចកត់ត្រា បញ្ច្រាស ទុកជាមោឃៈ ឬបង់ប្រាក់នៅថ្ងៃ {day} បានទេ។ សូមកត់ត្រាការកែតម្រូវនៅថ្ងៃនេះ',
  },
  'ledger.futureDay': { en: 'A document cannot be dated after today ({today})', kh: 'ឯកសារមិនអាចចុះកាលបរិច្ឆេទក្រោយថ្ងៃនេះ ({today}) បានទេ' },
  'ledger.backdateReason': { en: 'Say why this document is entered on an earlier day', kh: 'សូមប្រាប់មូលហេតុដែលឯកសារនេះត្រូវកត់ត្រាលើថ្ងៃមុន' },
  'ledger.periodNotOver': { en: 'The month {month} is not over yet: it can be closed from the first day of the next month', kh: 'ខែ {month} មិនទាន់ចប់ទេ៖ អាចបិទបានចាប់ពីថ្ងៃទីមួយនៃខែបន្ទាប់' },
  'ledger.periodAlreadyClosed': { en: 'The month {month} is already closed', kh: 'ខែ {month} បានបិទរួចហើយ' },
  'ledger.periodNotClosed': { en: 'The month {month} is not closed', kh: 'ខែ {month} មិនទាន់បិទទេ' },
  // stock messages (keep this line: helpers insert before it)
  internal: { en: 'Something went wrong on the server', kh: 'មានបញ្ហានៅលើម៉ាស៊ីនមេ' },
} as const satisfies Record<string, Record<Locale, string>>;

export type MessageKey = keyof typeof catalogue;

export function translate(key: MessageKey, locale: Locale, params: Readonly<Record<string, string | number>> = {}): string {
  return catalogue[key][locale].replace(/\{(\w+)\}/g, (whole, name: string) =>
    params[name] === undefined ? whole : String(params[name]),
  );
}

/** Accept-Language → our locale; Khmer (km/kh) is the default. */
export function localeFromHeader(header: string | undefined): Locale {
  if (!header) return 'kh';
  const first = header.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en' : 'kh';
}

export const messageCatalogue = catalogue;
