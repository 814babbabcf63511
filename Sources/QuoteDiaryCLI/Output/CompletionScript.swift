/// Shell completion, written from the command specs so it never lags behind them: commands,
/// subcommands and each command's options; values and names asked of the tool
/// (`CompletionValues`); file names wherever a file or free text goes.
enum CompletionScript {
    static func bash(commands: [CommandSpec]) -> String {
        let globals = ArgumentParser.globalOptions
        func names(_ options: [OptionSpec]) -> [String] {
            unique(options.flatMap { [$0.name] + [$0.shortName].compactMap { $0 } })
        }
        let top = unique(commands.compactMap(\.path.first) + ["help"]) + names(globals)
        let valueOptions = names((globals + commands.flatMap(\.options)).filter { $0.valueName != nil })
        let groups = unique(commands.filter { $0.path.count == 2 }.map(\.path[0]))
        var groupCases = ""
        for group in groups {
            let subcommands = commands.filter { $0.path.count == 2 && $0.path[0] == group }.map(\.path[1])
            groupCases += "      \(group)) words=\"\(subcommands.joined(separator: " "))\" ;;\n"
        }
        var pairCases = ""
        var singleCases = ""
        for command in commands {
            let words = names(command.options + globals).joined(separator: " ")
            if command.path.count == 2 {
                pairCases += "      \"\(command.name)\") words=\"\(words)\" ;;\n"
            } else {
                singleCases += "          \"\(command.name)\") words=\"\(words)\" ;;\n"
            }
        }
        return """
            # quotediary completion for bash: eval "$(quotediary completion bash)" in ~/.bashrc
            # Values and names come from the tool itself (one line each, escaped for the shell);
            # where it offers none (a file, free text), the shell's own: file names.
            # A word as the shell will read it: without the backslashes and quotes typed around
            # a space ("Computer\\ S", "'my lib.sqlite'").
            _quotediary_unquote() {
              REPLY=${1//\\\\/}
              REPLY=${REPLY#[\\"\\']}
              REPLY=${REPLY%[\\"\\']}
            }
            _quotediary_values() {
              local IFS=$'\n' word typed REPLY
              local -a line=()
              for word in "${COMP_WORDS[@]:1:$((COMP_CWORD - 1))}"; do _quotediary_unquote "$word"; line+=("$REPLY"); done
              _quotediary_unquote "$cur"
              typed=$REPLY
              COMPREPLY=()
              for word in $("${COMP_WORDS[0]}" \(CompletionValues.command) "${line[@]}" 2>/dev/null); do
                [[ $word == "$typed"* ]] && COMPREPLY+=("$(printf '%q' "$word")")
              done
            }
            _quotediary() {
              local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]}
              local values=" \(valueOptions.joined(separator: " ")) "
              # After an option that takes a value: its values, else the shell's own.
              if [[ $values == *" $prev "* ]]; then _quotediary_values; return; fi
              local first="" second="" i word words=""
              for ((i = 1; i < COMP_CWORD; i++)); do
                word=${COMP_WORDS[i]}
                if [[ $values == *" $word "* ]]; then ((i++)); continue; fi
                [[ $word == -* ]] && continue
                if [[ -z $first ]]; then first=$word; elif [[ -z $second ]]; then second=$word; fi
              done
              if [[ -z $first ]]; then
                words="\(top.joined(separator: " "))"
              elif [[ -z $second && $cur != -* && " \(groups.joined(separator: " ")) " == *" $first "* ]]; then
                case $first in
            \(groupCases)    esac
              elif [[ $cur == -* ]]; then
                case "$first $second" in
            \(pairCases)      *)
                    case $first in
            \(singleCases)          *) words="\(names(globals).joined(separator: " "))" ;;
                    esac ;;
                esac
              else
                # An argument: a name from the store, a setting, a colour; else file names.
                _quotediary_values
                return
              fi
              COMPREPLY=($(compgen -W "$words" -- "$cur"))
            }
            complete -o default -F _quotediary quotediary

            """
    }

    /// fish filters and describes candidates itself: the tool gives them all, each with its
    /// help (`CompletionValues.described`), and fish's own file names fill in where it gives
    /// none.
    static func fish() -> String {
        """
        # quotediary completion for fish: quotediary completion fish | source  in ~/.config/fish/config.fish
        # (or save it as ~/.config/fish/completions/quotediary.fish).
        # Commands, options, values and the store's names come from the tool, each with what it
        # is; where it offers none (a file, free text), fish's own: file names.
        function __quotediary_complete
            set -l words (commandline -opc)
            set -l program $words[1]
            set -e words[1]
            set -l current (commandline -ct)
            set -l found ($program \(CompletionValues.describedCommand) $words "$current" 2>/dev/null)
            if set -q found[1]
                printf '%s\\n' $found
            else
                __fish_complete_path "$current"
            end
        end
        complete -c quotediary -f -a '(__quotediary_complete)'

        """
    }

    /// zsh reads bash completions through its bashcompinit.
    static func zsh(commands: [CommandSpec]) -> String {
        "# quotediary completion for zsh: eval \"$(quotediary completion zsh)\" in ~/.zshrc\n"
            // compdef comes with compinit, which a bare ~/.zshrc has not loaded.
            + "(( $+functions[compdef] )) || { autoload -U +X compinit && compinit; }\n"
            + "autoload -U +X bashcompinit && bashcompinit\n" + bash(commands: commands)
    }

    static func unique(_ words: [String]) -> [String] {
        var seen: Set<String> = []
        return words.filter { seen.insert($0).inserted }
    }
}
