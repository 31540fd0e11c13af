// Amharic and Afaan Oromo versions of the demo jobs, keyed by JobTitle.
import type { DemoTranslations } from "./shared.ts";

export const jobs: DemoTranslations = {
  "Junior Frontend Developer (React)": {
    am: {
      JobTitle: "ጀማሪ የፊት ገጽ ገንቢ (React)",
      Description:
        "የአፍሪካ አቀፍ የችሎታ ገበያ የድረ ገጽ መተግበሪያዎችን ይገነባሉ፣ ይጠብቃሉ። የReact እና የTypeScript መሠረታዊ ዕውቀት አለዎት፣ ለሁሉም ተደራሽ የሆኑ ገጾች ያሳስብዎታል፣ እያንዳንዱን ለውጥ በሚገመግም ቡድን ውስጥ ማደግ ይፈልጋሉ። ከ0 እስከ 2 ዓመት ልምድ።",
    },
    om: {
      JobTitle: "Misoomsaa Fuula Duraa Jalqabaa (React)",
      Description:
        "Appiiwwan weebii gabaa dandeettii Afrikaa guutuu ni ijaartu, ni kunuuntu. Bu'uura React fi TypeScript ni beektu, fuulota nama hundaaf mijatoo ta'an ni yaaddu, garee jijjiirama hunda gamaaggamu keessatti guddachuu barbaaddu. Muuxannoo waggaa 0 hanga 2.",
    },
  },
  "Data Analyst": {
    am: {
      JobTitle: "የዳታ ተንታኝ",
      Description:
        "የግብይትና የዳሰሳ መረጃዎችን አበዳሪዎች አነስተኛ ንግዶችን እንዲደርሱ ወደሚያግዙ ዳሽቦርዶችና ሪፖርቶች ይቀይራሉ። SQL፣ Excel እና Python ወይም R፤ በስታቲስቲክስ፣ በኢኮኖሚክስ ወይም በኮምፒውተር ሳይንስ ዲግሪ።",
    },
    om: {
      JobTitle: "Xiinxalaa Daataa",
      Description:
        "Daataa daldalaa fi qorannoo gara gabatee fi gabaasa liqeessitoonni daldaltoota xixiqqaa akka qaqqaban gargaaranitti jijjiirtu. SQL, Excel fi Python yookiin R; digrii istaatistiksii, diinagdee yookiin saayinsii kompiitaraa.",
    },
  },
  "Customer Experience Associate (Amharic and English)": {
    am: {
      JobTitle: "የደንበኞች አገልግሎት ባለሙያ (አማርኛና እንግሊዝኛ)",
      Description:
        "ደንበኞችን በስልክና በቻት በሞባይልና በM-PESA ሂሳቦቻቸው ያግዛሉ። አማርኛና እንግሊዝኛን አቀላጥፈው ይናገራሉ፤ አፋን ኦሮሞ ወይም ትግርኛ ተጨማሪ ጥቅም ነው። የፈረቃ ሥራ፣ ትራንስፖርት ይቀርባል።",
    },
    om: {
      JobTitle: "Ogeessa Tajaajila Maamiltootaa (Afaan Amaaraa fi Ingiliffaa)",
      Description:
        "Maamiltoota herrega moobaayilaa fi M-PESA isaanii irratti bilbilaa fi haasaa barreeffamaatiin gargaartu. Afaan Amaaraa fi Ingiliffaa sirriitti dubbattu; Afaan Oromoo yookiin Tigiree dabalataan faayidaa qaba. Hojii sa'aatii jijjiiraa, geejjibni ni dhiyaata.",
    },
  },
  "Junior Backend Developer (Node.js)": {
    am: {
      JobTitle: "ጀማሪ የጀርባ ሥርዓት ገንቢ (Node.js)",
      Description:
        "በሺዎች የሚቆጠሩ የኢትዮጵያ ነጋዴዎች ከሚጠቀሙበት የክፍያ መግቢያ በስተጀርባ ያሉ የNode.js አገልግሎቶችን ይጽፋሉ፣ ይፈትሻሉ። JavaScriptን በደንብ ያውቃሉ፣ PostgreSQLን ተጠቅመዋል፣ ገንዘብ እንዴት እንደሚንቀሳቀስ መረዳት ይወዳሉ።",
    },
    om: {
      JobTitle: "Misoomsaa Sirna Duubaa Jalqabaa (Node.js)",
      Description:
        "Tajaajila Node.js karra kaffaltii daldaltoonni Itoophiyaa kumaatamaan itti fayyadaman duuba jiru barreessitu, qortu. JavaScript sirriitti beektu, PostgreSQL fayyadamtaniirtu, maallaqni akkamitti akka socho'u hubachuu jaallattu.",
    },
  },
  "telebirr Agent Trainer": {
    am: {
      JobTitle: "የtelebirr ወኪሎች አሠልጣኝ",
      Description:
        "የtelebirr ወኪሎችን ደንበኞችን በመመዝገብ፣ ገንዘብ በማስገባትና በማውጣት እንዲሁም ማጭበርበርን በመከላከል ላይ የሚያሠለጥኑበት የስድስት ወር ኮንትራት። ወደ ክልል ከተሞች መጓዝን ይጠይቃል፤ ዲፕሎማና የማሠልጠን ልምድ ያስፈልጋል።",
    },
    om: {
      JobTitle: "Leenjisaa Bakka Bu'oota telebirr",
      Description:
        "Qacarrii ji'a ja'aa bakka bu'oota telebirr maamiltoota galmeessuu, maallaqa galchuu fi baasuu, akkasumas gowwoomsaa ittisuu irratti leenjisuu. Magaalota naannoolee deemuu gaafata; diploomaa fi muuxannoo leenjisuu barbaachisa.",
    },
  },
};
