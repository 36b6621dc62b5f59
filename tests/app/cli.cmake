# The command line of the real programs: a screenshot is written, --help and
# --version answer on stdout with status 0, and every bad argument gets one
# clear line and exit status 2.
# Usage: cmake -DECARTE=path -DENGINE=path -DVERSION=x.y.z -DWORK=dir -P cli.cmake

set(shot "${WORK}/cli_shot.png")
file(REMOVE "${shot}")
execute_process(
    COMMAND "${ECARTE}" --seed 3 --size 1024x700 --screenshot "${shot}" --after-ms 400
    RESULT_VARIABLE status ERROR_VARIABLE errors)
if(NOT status EQUAL 0)
    message(FATAL_ERROR "screenshot run failed (${status}): ${errors}")
endif()
file(SIZE "${shot}" size)
if(size LESS 10000)
    message(FATAL_ERROR "screenshot ${shot} is only ${size} bytes")
endif()
file(READ "${shot}" magic LIMIT 8 HEX)
if(NOT magic STREQUAL "89504e470d0a1a0a")
    message(FATAL_ERROR "screenshot ${shot} is not a PNG (${magic})")
endif()

# --help and --version: on stdout, nothing on stderr, status 0; the help
# gives every option a line of its own that starts with it.
function(expect_help program)
    execute_process(COMMAND "${program}" --help
        RESULT_VARIABLE status OUTPUT_VARIABLE usage ERROR_VARIABLE err)
    if(NOT status EQUAL 0 OR NOT err STREQUAL "")
        message(FATAL_ERROR "${program} --help: status ${status}, stderr '${err}'")
    endif()
    get_filename_component(name "${program}" NAME)
    if(NOT usage MATCHES "^usage: ${name} ")
        message(FATAL_ERROR "${program} --help does not start with its usage: '${usage}'")
    endif()
    foreach(option IN LISTS ARGN)
        string(REGEX REPLACE "([][.|+*?()^$])" "\\\\\\1" pattern "${option}")
        if(NOT usage MATCHES "\n  ${pattern}( |\n)")
            message(FATAL_ERROR "${program} --help has no line for '${option}':\n${usage}")
        endif()
    endforeach()
    execute_process(COMMAND "${program}" --version
        RESULT_VARIABLE status OUTPUT_VARIABLE version ERROR_VARIABLE err)
    if(NOT status EQUAL 0 OR NOT err STREQUAL "" OR NOT version STREQUAL "${name} ${VERSION}\n")
        message(FATAL_ERROR "${program} --version: status ${status}, said '${version}' '${err}'")
    endif()
endfunction()

expect_help("${ECARTE}" "--seed N" "--preset standard|classic" "--level easy|normal|hard|expert" "--lesson N" "--size WxH"
    "--speed slow|normal|fast|instant" "--four-colour" "--speech" "--language en|mr|sd" "--renderer auto|gpu|software"
    "--data-dir DIR" "--autoplay"
    "--fast" "--games N" "--screenshot FILE" "--after-ms T" "-h, --help" "--version")
expect_help("${ENGINE}" "--seed N" "--bench [SECONDS]" "--games N" "--p0 LEVEL" "--p1 LEVEL" "--seed S"
    "--preset standard|classic" "--threads T" "-h, --help" "--version")

# The help follows the system's language, the option names staying as typed.
execute_process(COMMAND ${CMAKE_COMMAND} -E env LC_ALL=mr_IN.UTF-8 LANGUAGE= LANG= "${ECARTE}" --help
    RESULT_VARIABLE status OUTPUT_VARIABLE usage)
if(NOT status EQUAL 0 OR NOT usage MATCHES "^वापर: ecarte" OR NOT usage MATCHES "\n  --data-dir DIR ")
    message(FATAL_ERROR "--help in Marathi: status ${status}, output '${usage}'")
endif()

# The engine names a bad argument, then shows its usage, with status 2.
execute_process(COMMAND "${ENGINE}" --bogus RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT status EQUAL 2 OR NOT out STREQUAL ""
        OR NOT err MATCHES "^ecarte-engine: unknown or incomplete argument '--bogus'\nusage: ecarte-engine ")
    message(FATAL_ERROR "ecarte-engine --bogus: status ${status}, stderr '${err}'")
endif()

function(expect_refusal expected)
    execute_process(COMMAND "${ECARTE}" ${ARGN}
        RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
    if(NOT status EQUAL 2)
        message(FATAL_ERROR "'${ARGN}' exited ${status}, not 2 (stderr: ${err})")
    endif()
    string(STRIP "${err}" line)
    if(line MATCHES "\n")
        message(FATAL_ERROR "'${ARGN}' wrote more than one line: ${err}")
    endif()
    if(NOT line MATCHES "${expected}")
        message(FATAL_ERROR "'${ARGN}' said '${line}', expected '${expected}'")
    endif()
endfunction()

expect_refusal("unknown option '--bogus'" --bogus)
expect_refusal("needs a value" --seed)
expect_refusal("bad value 'x' for --seed" --seed x)
expect_refusal("bad value '-4' for --seed" --seed -4)
expect_refusal("bad value 'huge' for --preset" --preset huge)
expect_refusal("bad value 'grandmaster' for --level" --level grandmaster)
expect_refusal("bad value '640x480' for --size" --size 640x480)
expect_refusal("bad value '1280' for --size" --size 1280)
expect_refusal("bad value 'soon' for --after-ms" --screenshot x.png --after-ms soon)
expect_refusal("--after-ms needs --screenshot" --after-ms 10)
expect_refusal("--fast needs --autoplay" --fast)
expect_refusal("--games needs --autoplay" --games 2)
expect_refusal("bad value '0' for --games" --autoplay --games 0)
expect_refusal("bad value 'warp' for --speed" --speed warp)
expect_refusal("bad value 'opengl' for --renderer" --renderer opengl)
expect_refusal("bad value '7' for --lesson: expected a lesson from 1 to 6" --lesson 7)
expect_refusal("bad value 'one' for --lesson" --lesson one)
expect_refusal("--create needs --server" --create)
expect_refusal("--join needs --server" --join ACDE-FHJK)
expect_refusal("bad value 'ACDE' for --join: expected an invite code" --server 127.0.0.1:7412 --join ACDE)
expect_refusal("bad value 'nowhere' for --server: expected ADDRESS:PORT" --server nowhere --create)
expect_refusal("bad value '127.0.0.1:0' for --server" --server 127.0.0.1:0 --create)
expect_refusal("--server needs either --create or --join" --server 127.0.0.1:7412)
expect_refusal("--server needs either --create or --join" --server 127.0.0.1:7412 --create --join ACDE-FHJK)
expect_refusal("for --host-address: expected an address of this computer" --host-address "[::1")

# A table server that is not there: one clear line and status 1, the saved
# game untouched (nothing listens on loopback port 1).
execute_process(
    COMMAND "${ECARTE}" --server 127.0.0.1:1 --create --autoplay --data-dir "${WORK}/cli_no_server"
    RESULT_VARIABLE status ERROR_VARIABLE errors TIMEOUT 60)
if(NOT status EQUAL 1 OR NOT errors MATCHES "The table could not be reached or kept: [^\n]+")
    message(FATAL_ERROR "no server: status ${status}, stderr '${errors}'")
endif()
