/** The page's words in Hindi. A message missing here is shown in English (marked lang="en"). */
import type { PageMessages } from './catalogue.js';

/** Hindi. */
export const hi: Partial<PageMessages> = {
  grant: 'सहमति दें',
  revoke: 'सहमति वापस लें',
  mandatory: 'अनिवार्य',
  retention: 'अवधि जिसके लिए डेटा रखा जाएगा',
  dataCategories: 'डेटा की श्रेणियाँ',
  languages: 'भाषा',
  status: 'स्थिति',
  privacyPolicy: 'गोपनीयता नीति',
  termsOfService: 'सेवा की शर्तें',
  contact: 'संपर्क',
  grievanceOfficer: 'शिकायत अधिकारी',
  logoAlt: '{company} का लोगो',
  logoNotLoaded: 'लोगो: {address} (लोड नहीं किया गया: यह पेज किसी दूसरे होस्ट से कुछ भी लोड नहीं करता)',
  yourRights: 'आपके अधिकार',
  withdraw:
    'आप किसी भी समय अपनी सहमति उतनी ही आसानी से वापस ले सकते हैं जितनी आसानी से आपने दी थी: ' +
    'यह पेज फिर से खोलें और {revoke} चुनें। ' +
    'सहमति वापस लेने से उससे पहले हुई प्रोसेसिंग पर कोई असर नहीं पड़ता।',
  grievance:
    'आपके व्यक्तिगत डेटा की प्रोसेसिंग के बारे में शिकायत के निवारण के लिए ' +
    'शिकायत अधिकारी, {officer}, से संपर्क करें। ' +
    'अपने डेटा तक पहुँच, उसे सुधारने और मिटाने के अपने अधिकारों के लिए भी आप इसी संपर्क का उपयोग कर सकते हैं।',
  board:
    'यदि आपकी शिकायत का निवारण नहीं होता है, तो आप डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम, 2023 के अंतर्गत ' +
    'भारतीय डेटा संरक्षण बोर्ड ' +
    'से शिकायत कर सकते हैं।',
  awaitingParentTitle: 'सत्यापित माता-पिता की प्रतीक्षा',
  awaitingParentText: 'यह सहमति अनुरोध एक नाबालिग से संबंधित है। इसे केवल सत्यापित माता-पिता ही देख और उत्तर दे सकते हैं।',
  consentRequest: 'सहमति अनुरोध {crId}',
};
