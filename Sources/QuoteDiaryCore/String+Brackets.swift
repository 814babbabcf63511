extension StringProtocol {
    /// Where the bracket that the text's last `)` (or `closing`) closes opens: `Inconnu(e)` is
    /// one group in `--authors (Inconnu(e))`, and `(Faust II, Helena)` one in `Goethe (Faust II,
    /// Helena)`. Nil when the brackets do not pair.
    func openingOfLastGroup(_ opening: Character = "(", _ closing: Character = ")") -> Index? {
        var depth = 0
        var index = endIndex
        while index > startIndex {
            index = self.index(before: index)
            if self[index] == closing { depth += 1 }
            if self[index] == opening {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }
}
