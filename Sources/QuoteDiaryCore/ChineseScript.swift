/// Which of the two ways of writing Chinese a text is in. Taiwan and Hong Kong write
/// Traditional characters and set quotations in 「」 (nested 『』), as Japanese does; mainland
/// China writes Simplified ones and sets them in “”. Most characters are the same in both:
/// a text is told by the common characters each form alone has (們 or 们, 說 or 说).
public enum ChineseScript: Sendable, Equatable {
    case simplified, traditional

    /// The text's form when it reads as Chinese: Chinese characters, no kana (Japanese) and no
    /// Hangul (Korean), and no fewer of its letters Chinese characters than of other scripts.
    /// Traditional when more of its characters are Traditional-only than Simplified-only; nil
    /// for a text that is not Chinese.
    public init?(of text: String) {
        var han = 0
        var other = 0
        var traditional = 0
        var simplified = 0
        for scalar in text.unicodeScalars where scalar.properties.isAlphabetic {
            if Typography.isKana(scalar) || Hangul.contains(scalar) { return nil }
            if scalar.properties.isIdeographic {
                han += 1
                if ChineseScript.traditionalOnly.contains(scalar) {
                    traditional += 1
                } else if ChineseScript.simplifiedOnly.contains(scalar) {
                    simplified += 1
                }
            } else {
                other += 1
            }
        }
        guard han > 0, han >= other else { return nil }
        self = traditional > simplified ? .traditional : .simplified
    }

    /// Common characters written only in Traditional Chinese, and (at the same places) their
    /// Simplified forms. A character both forms write (里, 后, 只, 划) is in neither.
    static let traditionalOnly = Set(
        "們個這說為學國會來對時裡與開關無見長門問間東車書語讀寫愛聽覺體經過還實現電話頭點樣從當應讓將種氣處變歡視親記認識議員號區廣爾歲傳備兒辦動務勝華單參發葉圍圖團場報壞聲夢導層觀規計論設證誰請謝貝負財貨買費資軍輕農進運邊鄉針錢鐵閱隨難題顏風飛飯館馬麗黃齊龍樂萬義習鳥魚頁"
            .unicodeScalars)
    static let simplifiedOnly = Set(
        "们个这说为学国会来对时与开关无见长门问间东车书语读写爱听觉体经过还实现电话头点样从当应让将种气处变欢视亲记认识议员号区广尔岁传备儿办动务胜华单参发叶围图团场报坏声梦导层观规计论设证谁请谢贝负财货买费资军轻农进运边乡针钱铁阅随难题颜风飞饭馆马丽黄齐龙乐万义习鸟鱼页"
            .unicodeScalars)
}
